// A screen of an Objective-C app that builds its scroll view in viewDidLoad through a local,
// then keeps it in a property; no header, no outlet.
#import <UIKit/UIKit.h>

@interface ShippingViewController : UIViewController
@property (nonatomic, strong) UIScrollView *scrollView;
@end

@implementation ShippingViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    UIScrollView *scroll = [[UIScrollView alloc] initWithFrame:self.view.bounds];
    scroll.alwaysBounceVertical = YES;
    [self.view addSubview:scroll];
    self.scrollView = scroll;
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGRect end = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    UIEdgeInsets insets = self.scrollView.contentInset;
    insets.bottom = CGRectGetHeight(end) + 4 + MIN(self.navigationController.navigationBar.frame.size.height, 9);
    self.scrollView.contentInset = insets;
    CGRect visible = CGRectIntegral(CGRectOffset(UIEdgeInsetsInsetRect(self.scrollView.bounds, insets), 0, 0.5));
    self.scrollView.scrollIndicatorInsets = UIEdgeInsetsMake(0, 0, CGRectGetHeight(self.scrollView.bounds) - CGRectGetHeight(visible) - 1, 0);
}

- (void)keyboardWillHide:(NSNotification *)notification {
    self.scrollView.contentInset = UIEdgeInsetsZero;
    self.scrollView.scrollIndicatorInsets = UIEdgeInsetsZero;
}

@end
