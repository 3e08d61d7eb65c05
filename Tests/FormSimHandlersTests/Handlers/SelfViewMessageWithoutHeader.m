// The shape of 2013 editing screens whose header is not given and which send the view
// controller's own `view` as a message, `[self view]`, rather than reading the property
// (cameronmccord2/SalesmanBuddyiOS's license editor centres its views on `[self view].center.x`):
// the content is as wide as twice the root view's centre, and the field being edited is scrolled
// up to the root view's height less the keyboard.
#import "LicenseFormViewController.h"

@implementation LicenseFormViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.scrollView setContentSize:CGSizeMake([self view].center.x * 2, 620)];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWasShown:) name:UIKeyboardDidShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillBeHidden:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)textFieldDidBeginEditing:(UITextField *)textField {
    self.activeField = textField;
}

- (void)keyboardWasShown:(NSNotification *)aNotification {
    CGSize kbSize = [[[aNotification userInfo] objectForKey:UIKeyboardFrameBeginUserInfoKey] CGRectValue].size;
    UIEdgeInsets contentInsets = UIEdgeInsetsMake(0.0, 0.0, kbSize.height, 0.0);
    self.scrollView.contentInset = contentInsets;
    self.scrollView.scrollIndicatorInsets = contentInsets;
    CGFloat bottom = self.activeField.frame.origin.y + self.activeField.frame.size.height;
    if (bottom > [self view].bounds.size.height - kbSize.height) {
        [self.scrollView setContentOffset:CGPointMake(0, bottom - [self view].bounds.size.height + kbSize.height) animated:YES];
    }
}

- (void)keyboardWillBeHidden:(NSNotification *)aNotification {
    self.scrollView.contentInset = UIEdgeInsetsZero;
    self.scrollView.scrollIndicatorInsets = UIEdgeInsetsZero;
}

@end
