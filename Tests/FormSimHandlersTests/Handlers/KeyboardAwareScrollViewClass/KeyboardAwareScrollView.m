// The scroll view registers itself once it is in its superview: text field notifications keep
// the field being edited when it is one of its own descendants, and did-show insets the scroll
// view by the keyboard and scrolls that field into view, as the keyboard guide's view
// controller does, here from inside the scroll view's class. The flag's setter is its own,
// writing the instance variable.
#import "KeyboardAwareScrollView.h"

@implementation KeyboardAwareScrollView

- (void)didMoveToSuperview {
    [super didMoveToSuperview];
    self.tracksFields = YES;
}

- (void)setTracksFields:(BOOL)tracksFields {
    if (_tracksFields == tracksFields) {
        return;
    }
    _tracksFields = tracksFields;
    NSNotificationCenter *center = [NSNotificationCenter defaultCenter];
    if (tracksFields) {
        [center addObserver:self selector:@selector(fieldBegan:) name:UITextFieldTextDidBeginEditingNotification object:nil];
        [center addObserver:self selector:@selector(fieldEnded:) name:UITextFieldTextDidEndEditingNotification object:nil];
        [center addObserver:self selector:@selector(keyboardDidAppear:) name:UIKeyboardDidShowNotification object:nil];
        [center addObserver:self selector:@selector(keyboardWillDisappear:) name:UIKeyboardWillHideNotification object:nil];
    } else {
        [center removeObserver:self];
    }
}

- (void)fieldBegan:(NSNotification *)note {
    UITextField *field = note.object;
    if ([field isDescendantOfView:self]) {
        self.editedField = field;
    }
}

- (void)fieldEnded:(NSNotification *)note {
    if (note.object == self.editedField) {
        self.editedField = nil;
    }
}

- (void)keyboardDidAppear:(NSNotification *)note {
    if (self.editedField == nil) {
        return;
    }
    CGRect end = [[note.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue];
    UIEdgeInsets insets = UIEdgeInsetsMake(0, 0, end.size.height, 0);
    self.contentInset = insets;
    self.scrollIndicatorInsets = insets;
    [self scrollRectToVisible:self.editedField.frame animated:YES];
}

- (void)keyboardWillDisappear:(NSNotification *)note {
    self.contentInset = UIEdgeInsetsZero;
    self.scrollIndicatorInsets = UIEdgeInsetsZero;
}

@end
