// A settings screen that takes the keyboard's end frame through the window, as keyboard
// managers written for rotated windows do (convertRect:fromWindow:, then into the view), and
// makes itself its scroll view's delegate.
#import <UIKit/UIKit.h>

@interface SettingsFormController : UIViewController <UIScrollViewDelegate>
@property (nonatomic, weak) IBOutlet UIScrollView *settingsScroll;
@end

@implementation SettingsFormController

- (void)viewDidLoad {
    [super viewDidLoad];
    if (self.settingsScroll.delegate == nil) {
        self.settingsScroll.delegate = self;
    }
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillChange:) name:UIKeyboardWillChangeFrameNotification object:nil];
}

- (void)keyboardWillChange:(NSNotification *)note {
    CGRect end = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    UIWindow *window = self.view.window;
    CGRect inWindow = [window convertRect:end fromWindow:nil];
    CGRect inView = [self.view convertRect:inWindow fromView:window];
    CGFloat covered = MAX(0, CGRectGetMaxY(self.view.bounds) - inView.origin.y);
    self.settingsScroll.contentInset = UIEdgeInsetsMake(0, 0, covered > 0 ? covered + 1 : 0, 0);
}

@end
