// Objective-C, in the shape of base screens that show unread counts from a view model the
// screen has not been given yet (sebasborda/EQ-ORIGINAL's EQBaseViewController.m is one): two
// messages to nil summed, each answering zero, before the keyboard's observers are registered.
#import <UIKit/UIKit.h>

@interface InboxBaseViewController : UIViewController
@property (nonatomic, strong) InboxViewModel *viewModel;
@property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
@end

@implementation InboxBaseViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    NSInteger unread = [self.viewModel unreadMessageCount] + [self.viewModel unreadAlertCount];
    NSLog(@"%ld unread", (long)unread);
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGRect frame = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, frame.size.height, 0);
}

@end
