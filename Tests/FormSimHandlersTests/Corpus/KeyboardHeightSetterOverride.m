// Follows the shape of matrix-org/matrix-ios-kit's MXKViewController and the screens that
// subclass it: one handler of will-change-frame works out how far the keyboard overlaps the root
// view and stores it with dot syntax, `self.keyboardHeight = …`; the screen's own setter of that
// property is where the insets change, so the write runs it, as the runtime sends `setKeyboardHeight:`.
// The setter keeps the value in the instance variable, and returns early when nothing changed.
#import <UIKit/UIKit.h>

@interface RoomSettingsViewController : UIViewController
@property (weak, nonatomic) IBOutlet UIScrollView *settingsScrollView;
@property (nonatomic) CGFloat keyboardHeight;
@end

@implementation RoomSettingsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(onKeyboardWillChangeFrame:)
                                                 name:UIKeyboardWillChangeFrameNotification
                                               object:nil];
}

- (void)onKeyboardWillChangeFrame:(NSNotification *)notification {
    CGRect endFrame = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    CGRect inView = [self.view convertRect:endFrame fromView:nil];
    CGFloat overlap = CGRectGetHeight(self.view.bounds) - inView.origin.y;
    self.keyboardHeight = overlap > 0 ? overlap : 0;
}

- (void)setKeyboardHeight:(CGFloat)keyboardHeight {
    if (_keyboardHeight == keyboardHeight) {
        return;
    }
    _keyboardHeight = keyboardHeight;

    // Room for the keyboard and a small gap above it; none once it has gone.
    UIEdgeInsets insets = self.settingsScrollView.contentInset;
    insets.bottom = keyboardHeight > 0 ? keyboardHeight + 8 : 0;
    self.settingsScrollView.contentInset = insets;
    self.settingsScrollView.scrollIndicatorInsets = insets;
}

@end
