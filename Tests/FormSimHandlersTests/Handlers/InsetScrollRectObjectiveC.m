//
//  AddressViewController.m
//  One observer for every keyboard change (iOS 11 and later): the inset is how much of the
//  view the keyboard covers, less the safe area, and the active field is scrolled into view.
//

#import "AddressViewController.h"

@interface AddressViewController () <UITextFieldDelegate>
@property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
@property (nonatomic, weak) UITextField *activeField;
@end

@implementation AddressViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    NSNotificationCenter *center = [NSNotificationCenter defaultCenter];
    [center addObserver:self selector:@selector(adjustForKeyboard:) name:UIKeyboardWillChangeFrameNotification object:nil];
    [center addObserver:self selector:@selector(adjustForKeyboard:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)textFieldDidBeginEditing:(UITextField *)textField { self.activeField = textField; }
- (void)textFieldDidEndEditing:(UITextField *)textField { self.activeField = nil; }

- (void)adjustForKeyboard:(NSNotification *)notification {
    NSValue *value = notification.userInfo[UIKeyboardFrameEndUserInfoKey];
    if (value == nil) return;
    CGRect inView = [self.view convertRect:[value CGRectValue] fromView:self.view.window];
    if ([notification.name isEqualToString:UIKeyboardWillHideNotification]) {
        self.scrollView.contentInset = UIEdgeInsetsZero;
    } else {
        self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, CGRectGetHeight(inView) - self.view.safeAreaInsets.bottom, 0);
    }
    self.scrollView.scrollIndicatorInsets = self.scrollView.contentInset;
    if (self.activeField) {
        [self.scrollView scrollRectToVisible:self.activeField.frame animated:YES];
    }
}

@end
