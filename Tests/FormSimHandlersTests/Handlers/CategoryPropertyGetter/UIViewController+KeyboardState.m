#import "UIViewController+KeyboardState.h"
#import <objc/runtime.h>

static char KSFrameKey;

@implementation UIViewController (KeyboardState)

- (void)setKs_keyboardFrame:(CGRect)frame {
    objc_setAssociatedObject(self, &KSFrameKey, [NSValue valueWithCGRect:frame], OBJC_ASSOCIATION_RETAIN_NONATOMIC);
}

- (CGRect)ks_keyboardFrame {
    NSValue *value = objc_getAssociatedObject(self, &KSFrameKey);
    return value ? [value CGRectValue] : CGRectZero;
}

- (void)ks_observeKeyboard {
    NSNotificationCenter *center = [NSNotificationCenter defaultCenter];
    [center addObserver:self selector:@selector(ks_keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [center addObserver:self selector:@selector(ks_keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)ks_keyboardWillShow:(NSNotification *)note {
    self.ks_keyboardFrame = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
}

- (void)ks_keyboardWillHide:(NSNotification *)note {
    self.ks_keyboardFrame = CGRectZero;
}

@end
