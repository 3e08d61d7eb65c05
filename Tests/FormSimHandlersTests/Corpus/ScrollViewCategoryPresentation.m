// Follows the shape of RiteekaSapru/EvolveChain-NewGen-HyperLedger,
// Code/Mobile/iOS/EvolveChain/Resources/KeyboardManager/UIScrollView+KeyboardPresentation.m: a
// category on UIScrollView that insets itself by the keyboard and scrolls to a rect just below
// the field, converted from the field's superview; the controller below is this file's own.
#import <UIKit/UIKit.h>

@interface UIScrollView (KeyboardPresentation)
- (void)scrollToTextField:(UIView *)textField;
- (void)shouldScrollViewUp:(BOOL)keyboardBecameVisible andKeyboardHeight:(CGFloat)keyboardHeight andTextField:(UIView *)textField;
@end

@implementation UIScrollView (KeyboardPresentation)

- (void)scrollToTextField:(UIView *)textField
{
    CGRect target = [textField.superview convertRect:textField.frame toView:self];
    target.origin.y += CGRectGetHeight(textField.frame);
    [self scrollRectToVisible:target animated:YES];
}

- (void)shouldScrollViewUp:(BOOL)keyboardBecameVisible andKeyboardHeight:(CGFloat)keyboardHeight andTextField:(UIView *)textField
{
    if (!keyboardBecameVisible) {
        [self setContentInset:UIEdgeInsetsZero];
        return;
    }
    self.contentInset = UIEdgeInsetsMake(0, 0, keyboardHeight, 0);
    [self scrollToTextField:textField];
}

@end

@interface KYCFormViewController : UIViewController <UITextFieldDelegate>
@property (weak, nonatomic) IBOutlet UIScrollView *scrollView;
@property (strong, nonatomic) UITextField *activeField;
@end

@implementation KYCFormViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)textFieldDidBeginEditing:(UITextField *)textField
{
    self.activeField = textField;
}

- (void)keyboardWillShow:(NSNotification *)notification
{
    CGRect frame = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    [self.scrollView shouldScrollViewUp:YES andKeyboardHeight:frame.size.height andTextField:self.activeField];
}

- (void)keyboardWillHide:(NSNotification *)notification
{
    [self.scrollView shouldScrollViewUp:NO andKeyboardHeight:0 andTextField:self.activeField];
}

@end
