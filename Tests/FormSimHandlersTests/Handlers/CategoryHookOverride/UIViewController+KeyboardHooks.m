// The category: one selector for both notifications, and the hook's default, empty, which a
// screen's own method of that selector replaces.
#import "UIViewController+KeyboardHooks.h"

@implementation UIViewController (KeyboardHooks)

- (void)kh_startObservingKeyboard {
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(kh_keyboardWillChange:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(kh_keyboardWillChange:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)kh_keyboardWillChange:(NSNotification *)note {
    CGRect frame = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    BOOL showing = [note.name isEqualToString:UIKeyboardWillShowNotification];
    NSTimeInterval duration = [note.userInfo[UIKeyboardAnimationDurationUserInfoKey] doubleValue];
    [self kh_keyboardWillMoveToHeight:(showing ? frame.size.height : 0) duration:duration];
}

- (void)kh_keyboardWillMoveToHeight:(CGFloat)height duration:(NSTimeInterval)duration {
}

@end
