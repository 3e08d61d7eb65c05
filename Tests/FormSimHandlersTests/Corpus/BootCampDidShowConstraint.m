// Follows the shape of absdrenaline/LHLBootCamp,
// W02DE/NotificationTutorial/NotificationTutorial/ViewController3.m: a controller whose header is
// not in the file's folder, a class extension with an IBOutlet constraint and a readonly property
// it writes through its instance variable, and a did-show handler that compares the keyboard's
// top with the view's height before setting the constant.
#import "NotesComposerViewController.h"

@interface NotesComposerViewController ()
@property (weak, nonatomic) IBOutlet NSLayoutConstraint *bottomConstraint;
@property (nonatomic, readonly) CGFloat restingConstant;
@end

@implementation NotesComposerViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    NSNotificationCenter *center = [NSNotificationCenter defaultCenter];
    [center addObserver:self selector:@selector(keyboardDidShow:) name:UIKeyboardDidShowNotification object:nil];
    [center addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
    _restingConstant = _bottomConstraint.constant;
}

- (void)keyboardDidShow:(NSNotification *)notification {
    NSValue *value = notification.userInfo[UIKeyboardFrameEndUserInfoKey];
    CGRect keyboardRect = value.CGRectValue;
    CGFloat keyboardTop = keyboardRect.origin.y;
    CGFloat viewHeight = self.view.bounds.size.height;
    if (keyboardTop >= viewHeight) {
        self.bottomConstraint.constant = _restingConstant;
    } else {
        self.bottomConstraint.constant = viewHeight - keyboardTop;
    }
    [self.view layoutIfNeeded];
}

- (void)keyboardWillHide:(NSNotification *)notification {
    self.bottomConstraint.constant = _restingConstant;
    [self.view layoutIfNeeded];
}

@end
