// A checkout screen that imports the category by its pod's framework path, as CocoaPods'
// header search paths allow.
#import <UIKit/UIKit.h>
#import <FormInsets/UIViewController+FormInsets.h>

@interface CheckoutFormController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *checkoutScroll;
@end

@implementation CheckoutFormController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self fi_startInsettingScrollView:self.checkoutScroll];
}

@end
