// The shape of the checkout screens of payment SDKs (braintree/braintree_ios's drop-in screen is
// one): the SDK's attribute and linkage macros on the file's declarations, a notification
// parameter marked `__unused`, a helper written `NS_INLINE`, and the keyboard's frame converted
// into the view and intersected with the scroll view's.
#import <UIKit/UIKit.h>

UIKIT_EXTERN NSString *const CheckoutSheetDidAppearNotification;

NS_INLINE CGFloat CheckoutCoveredHeight(CGRect area, CGRect keyboard) {
    return CGRectGetHeight(CGRectIntersection(area, keyboard));
}

@interface CheckoutSheetViewController : UIViewController
@property (nonatomic, strong) UIScrollView *scrollView;
+ (instancetype)new NS_UNAVAILABLE;
@end

@implementation CheckoutSheetViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGRect keyboard = [self.view convertRect:[notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue] fromView:nil];
    self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, CheckoutCoveredHeight(self.scrollView.frame, keyboard), 0);
}

- (void)keyboardWillHide:(__unused NSNotification *)notification {
    self.scrollView.contentInset = UIEdgeInsetsZero;
}

@end
