// A message that returns a struct, sent to a view that is nil (an accessory bar the screen has
// not made yet): the runtime gives zeros, so the bar adds nothing.
#import <UIKit/UIKit.h>

@interface ComposeViewController : UIViewController
@property (weak, nonatomic) IBOutlet UIScrollView *scrollView;
@property (strong, nonatomic) UIView *accessoryBar;
@end

@implementation ComposeViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGRect end = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    CGRect inView = [self.view convertRect:end fromView:nil];
    CGRect bar = [self.accessoryBar convertRect:self.accessoryBar.bounds toView:self.view];
    UIEdgeInsets insets = self.scrollView.contentInset;
    insets.bottom = CGRectGetHeight(self.view.bounds) - inView.origin.y + bar.size.height;
    self.scrollView.contentInset = insets;
}

@end
