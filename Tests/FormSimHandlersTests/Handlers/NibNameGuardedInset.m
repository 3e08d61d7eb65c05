// A settings screen of about 2013 that logs the nib it was loaded from and ignores the keyboard
// while it is being dismissed (the view controller's own `nibName` and
// `isMovingFromParentViewController`, read as many apps of the time read them, in this
// project's words): members of UIKit's view controller that nothing simulated reads.
#import <UIKit/UIKit.h>

@interface SettingsViewController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
@end

@implementation SettingsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    if (self.nibName) {
        NSLog(@"loaded from %@", self.nibName);
    }
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)notification {
    if (self.isMovingFromParentViewController || self.isBeingDismissed) {
        return;
    }
    CGRect keyboard = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, keyboard.size.height, 0);
}

@end
