// Instance variables read before anything is stored in them, as apps do on the first keyboard:
// the runtime clears an object's memory, so a CGFloat is 0, a BOOL NO and a CGRect all zeros.
#import <UIKit/UIKit.h>

@interface NotesViewController : UIViewController
@property (weak, nonatomic) IBOutlet UIScrollView *scrollView;
@property (nonatomic) CGFloat keyboardHeight;
@end

@implementation NotesViewController {
    CGFloat _extraBottom;
    BOOL _keyboardShown;
    CGRect _lastKeyboardFrame;
}
@synthesize keyboardHeight = currentKeyboardHeight;

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)notification {
    if (_keyboardShown) {
        return;
    }
    _keyboardShown = YES;
    CGRect frame = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    CGFloat grow = frame.size.height - _lastKeyboardFrame.size.height;
    _lastKeyboardFrame = frame;
    currentKeyboardHeight = frame.size.height;
    UIEdgeInsets insets = self.scrollView.contentInset;
    insets.bottom += grow + _extraBottom;
    self.scrollView.contentInset = insets;
    self.scrollView.scrollIndicatorInsets = UIEdgeInsetsMake(0, 0, self.keyboardHeight, 0);
}

- (void)keyboardWillHide:(NSNotification *)notification {
    _keyboardShown = NO;
    UIEdgeInsets insets = self.scrollView.contentInset;
    insets.bottom -= _lastKeyboardFrame.size.height;
    _lastKeyboardFrame = CGRectZero;
    self.scrollView.contentInset = insets;
    self.scrollView.scrollIndicatorInsets = insets;
}

@end
