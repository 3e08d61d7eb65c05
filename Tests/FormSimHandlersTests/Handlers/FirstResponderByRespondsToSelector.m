// The shape of the keyboard-avoiding scroll views apps copied into their own code from
// TPKeyboardAvoiding (wuxujun/Yoca-iPhone keeps one as a table view): the view observes the
// keyboard itself, finds the first responder among its subviews by asking each whether it
// answers isFirstResponder, and sets its own inset.
#import <UIKit/UIKit.h>

@interface AvoidingScrollView : UIScrollView
@end

@implementation AvoidingScrollView

- (instancetype)initWithCoder:(NSCoder *)coder {
    if (!(self = [super initWithCoder:coder])) return nil;
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
    return self;
}

- (UIView *)responderBeneath:(UIView *)view {
    for (UIView *child in view.subviews) {
        if ([child respondsToSelector:@selector(isFirstResponder)] && [child isFirstResponder]) return child;
        UIView *found = [self responderBeneath:child];
        if (found) return found;
    }
    return nil;
}

- (void)keyboardWillShow:(NSNotification *)notification {
    if (![self responderBeneath:self]) return;
    CGRect frame = [[notification.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.contentInset = UIEdgeInsetsMake(0, 0, frame.size.height, 0);
}

- (void)keyboardWillHide:(NSNotification *)notification {
    self.contentInset = UIEdgeInsetsZero;
}

@end
