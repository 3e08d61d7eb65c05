// The controller's header names the app's banner class with `@class` only: its own header,
// PromoBanner.h, is another file, not beside this one.
#import <UIKit/UIKit.h>

@class PromoBanner;

@interface CouponFormController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
@property (nonatomic, strong) PromoBanner *banner;
@end
