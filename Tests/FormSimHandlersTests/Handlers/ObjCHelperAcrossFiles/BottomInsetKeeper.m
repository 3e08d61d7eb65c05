// A keyboard helper in a file of its own, started by the screen after it is made with `new`.
#import "BottomInsetKeeper.h"

@implementation BottomInsetKeeper

- (void)start {
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardChanged:) name:UIKeyboardWillChangeFrameNotification object:nil];
}

- (void)keyboardChanged:(NSNotification *)notification {
    CGRect end = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    CGFloat covered = MAX(0, CGRectGetHeight(self.scrollView.window.bounds) - CGRectGetMinY(end));
    UIEdgeInsets insets = self.scrollView.contentInset;
    insets.bottom = covered > 0 ? covered + self.extra : 0;
    self.scrollView.contentInset = insets;
}

@end
