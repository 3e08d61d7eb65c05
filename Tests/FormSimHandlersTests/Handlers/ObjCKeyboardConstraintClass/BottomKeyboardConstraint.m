// swift-format-ignore-file
// The Objective-C form of a keyboard constraint class: woken from the nib, it keeps its resting
// constant in an instance variable and adds the keyboard's height and its inspectable gap on
// will-show, restoring the constant on will-hide.
#import "BottomKeyboardConstraint.h"

@implementation BottomKeyboardConstraint {
    CGFloat _restingConstant;
}

- (void)awakeFromNib {
    [super awakeFromNib];
    _restingConstant = self.constant;
    self.keyboardGap = 10;
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGRect frame = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.constant = _restingConstant + frame.size.height + self.keyboardGap;
}

- (void)keyboardWillHide:(NSNotification *)notification {
    self.constant = _restingConstant;
}

@end
