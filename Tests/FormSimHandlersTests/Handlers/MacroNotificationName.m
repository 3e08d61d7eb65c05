// Follows the shape of an app's keyboard base controller whose missing headers define the app's
// own notification names as macros in capitals (COKeyboardController.m of an app's editing
// screens): the observer for one of them is registered beside the keyboard's, and the scroll
// view, found by its name, is inset by the keyboard's height.
#import "EditorKeyboardController.h"
#import "EditorConstants.h"

@implementation EditorKeyboardController

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(editorChanged:) name:EDITOR_DID_CHANGE_NOTIFICATION object:nil];
}

- (void)keyboardWillShow:(NSNotification *)note {
    CGSize size = [[note.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue].size;
    UIEdgeInsets insets = UIEdgeInsetsMake(0, 0, size.height, 0);
    self.formScroll.contentInset = insets;
    self.formScroll.scrollIndicatorInsets = insets;
}

- (void)keyboardWillHide:(NSNotification *)note {
    self.formScroll.contentInset = UIEdgeInsetsZero;
    self.formScroll.scrollIndicatorInsets = UIEdgeInsetsZero;
}

- (void)editorChanged:(NSNotification *)note {
    [self.formScroll flashScrollIndicators];
}

@end
