// The shape of sample apps of 2011-2013 that gave their own controller UIKit's prefix
// (vkovtash/inputtoolbar's UIInputToolbarViewController.m), its header not beside the file: a
// will-show that insets the form by the keyboard's height, and a will-hide that takes it back.
#import "UIMessageComposerController.h"

@implementation UIMessageComposerController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGRect keyboard = [[notification.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue];
    UIEdgeInsets insets = self.messagesScrollView.contentInset;
    insets.bottom = keyboard.size.height;
    self.messagesScrollView.contentInset = insets;
}

- (void)keyboardWillHide:(NSNotification *)notification {
    UIEdgeInsets insets = self.messagesScrollView.contentInset;
    insets.bottom = 0;
    self.messagesScrollView.contentInset = insets;
}

@end
