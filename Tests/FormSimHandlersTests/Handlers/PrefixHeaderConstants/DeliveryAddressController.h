@interface DeliveryAddressController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *addressScroll;
@property (nonatomic) CLLocationDistance radius;
@end
