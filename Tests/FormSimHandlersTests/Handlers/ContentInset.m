//
//  SignUpViewController.m
//  Moves the form out from under the keyboard once it has appeared.
//

#import <UIKit/UIKit.h>

@interface SignUpViewController : UIViewController <UITextFieldDelegate> {
    IBOutlet UIScrollView *formScrollView;
    UITextField *editingField;
}
@property (nonatomic, assign) UITextField *editingField;
@end

@implementation SignUpViewController
@synthesize editingField;

- (void)viewDidLoad
{
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(keyboardDidAppear:)
                                                 name:UIKeyboardDidShowNotification
                                               object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(keyboardWillDisappear:)
                                                 name:UIKeyboardWillHideNotification
                                               object:nil];
}

- (void)dealloc
{
    [[NSNotificationCenter defaultCenter] removeObserver:self];
    [super dealloc];
}

- (void)keyboardDidAppear:(NSNotification *)note
{
    // How much room the keyboard takes.
    CGSize size = [[[note userInfo] objectForKey:UIKeyboardFrameBeginUserInfoKey] CGRectValue].size;

    // Let the scroll view scroll past its end by that much.
    UIEdgeInsets insets = UIEdgeInsetsMake(0.0, 0.0, size.height, 0.0);
    formScrollView.contentInset = insets;
    formScrollView.scrollIndicatorInsets = insets;

    // Bring the field up if the keyboard sits on it.
    CGRect uncovered = self.view.frame;
    uncovered.size.height -= size.height;
    if (!CGRectContainsPoint(uncovered, editingField.frame.origin)) {
        CGPoint target = CGPointMake(0.0, editingField.frame.origin.y - (size.height - 15));
        [formScrollView setContentOffset:target animated:YES];
    }
}

- (void)keyboardWillDisappear:(NSNotification *)note
{
    UIEdgeInsets insets = UIEdgeInsetsZero;
    formScrollView.contentInset = insets;
    formScrollView.scrollIndicatorInsets = insets;
}

- (void)textFieldDidBeginEditing:(UITextField *)textField
{
    self.editingField = textField;
}

- (void)textFieldDidEndEditing:(UITextField *)textField
{
    self.editingField = nil;
}

- (IBAction)closeKeyboard:(id)sender
{
    [editingField resignFirstResponder];
}

@end
