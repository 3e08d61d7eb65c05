// The base class: its setter registers or removes the observers; will-appear insets the scroll
// view by the keyboard's height and the resting room; will-disappear takes the inset away. A
// plain init, which the subclass's own initialiser does not go through, asks for more room.
#import "UIFormScrollController.h"

@implementation UIFormScrollController

- (instancetype)init {
    self = [super initWithNibName:nil bundle:nil];
    if (self) {
        _restingBottom = 100;
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.restingBottom = 4;
}

- (void)setFollowsKeyboard:(BOOL)followsKeyboard {
    _followsKeyboard = followsKeyboard;
    NSNotificationCenter *center = [NSNotificationCenter defaultCenter];
    if (followsKeyboard) {
        [center addObserver:self selector:@selector(keyboardWillAppear:) name:UIKeyboardWillShowNotification object:nil];
        [center addObserver:self selector:@selector(keyboardWillDisappear:) name:UIKeyboardWillHideNotification object:nil];
    } else {
        [center removeObserver:self];
    }
}

- (void)keyboardWillAppear:(NSNotification *)notification {
    CGRect frame = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    UIEdgeInsets insets = self.scrollView.contentInset;
    insets.bottom = frame.size.height + self.restingBottom;
    self.scrollView.contentInset = insets;
}

- (void)keyboardWillDisappear:(NSNotification *)notification {
    self.scrollView.contentInset = UIEdgeInsetsZero;
}

@end
