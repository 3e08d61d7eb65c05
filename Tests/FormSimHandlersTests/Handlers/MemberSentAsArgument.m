// A password-change screen whose header is not given: its fields and scroll view are
// instance variables the header declared, and the first use of the confirmation field sends
// its text as an argument.
#import "PasswordChangeViewController.h"

@implementation PasswordChangeViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (IBAction)onSave:(id)sender {
    if (![_newPassword.text isEqualToString:_confirmPassword.text]) {
        NSLog(@"the passwords differ: %@", [_confirmPassword.text lowercaseString]);
        return;
    }
    [self.view endEditing:YES];
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGSize keyboard = [[notification.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue].size;
    _scrollView.contentInset = UIEdgeInsetsMake(0, 0, keyboard.height + 10, 0);
}

- (void)keyboardWillHide:(NSNotification *)notification {
    _scrollView.contentInset = UIEdgeInsetsZero;
}

@end
