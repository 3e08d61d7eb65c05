// Follows the shape of a messaging app's base view controller (signalapp/Signal-iOS'
// OWSViewController.m): the keyboard's change is applied by a `dispatch_block_t` the method
// makes and calls, and nothing happens while the app is in the background.
#import <UIKit/UIKit.h>

@interface ThreadSettingsController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
@end

@implementation ThreadSettingsController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardFrameWillChange:) name:UIKeyboardWillChangeFrameNotification object:nil];
}

- (void)keyboardFrameWillChange:(NSNotification *)notification {
    if ([UIApplication sharedApplication].applicationState == UIApplicationStateBackground) {
        return;
    }
    CGRect end = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    CGFloat covered = MAX(0, CGRectGetHeight(self.view.bounds) - CGRectGetMinY(end));
    dispatch_block_t apply = ^{
        UIEdgeInsets insets = self.scrollView.contentInset;
        insets.bottom = covered;
        self.scrollView.contentInset = insets;
    };
    if ([UIApplication sharedApplication].applicationState == UIApplicationStateActive) {
        apply();
    }
}

@end
