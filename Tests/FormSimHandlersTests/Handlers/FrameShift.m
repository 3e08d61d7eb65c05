//
//  LoginViewController.m
//  Moves the whole screen up by the keyboard less a fixed allowance, once per show.
//

#import "LoginViewController.h"

#define kKeyboardAllowance 80.0

@implementation LoginViewController
{
    BOOL screenRaised;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    screenRaised = NO;
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardComing:) name:UIKeyboardWillShowNotification object:self.view.window];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardGoing:) name:UIKeyboardWillHideNotification object:self.view.window];
}

- (void)keyboardComing:(NSNotification *)n {
    if (screenRaised) {
        return;
    }
    CGSize keyboard = [[[n userInfo] objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue].size;
    CGRect frame = self.view.frame;
    frame.origin.y -= (keyboard.height - kKeyboardAllowance);
    [UIView beginAnimations:nil context:NULL];
    [UIView setAnimationBeginsFromCurrentState:YES];
    [UIView setAnimationDuration:0.3];
    [self.view setFrame:frame];
    [UIView commitAnimations];
    screenRaised = YES;
}

- (void)keyboardGoing:(NSNotification *)n {
    CGSize keyboard = [[[n userInfo] objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue].size;
    CGRect frame = self.view.frame;
    frame.origin.y += (keyboard.height - kKeyboardAllowance);
    [UIView beginAnimations:nil context:NULL];
    [UIView setAnimationBeginsFromCurrentState:YES];
    [UIView setAnimationDuration:0.3];
    [self.view setFrame:frame];
    [UIView commitAnimations];
    screenRaised = NO;
}

- (BOOL)textFieldShouldReturn:(UITextField *)textField {
    [textField resignFirstResponder];
    return YES;
}

@end
