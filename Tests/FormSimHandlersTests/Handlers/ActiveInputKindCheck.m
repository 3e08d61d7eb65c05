// A feedback form that keeps the view being edited in an instance variable and makes room
// under the keyboard only when that view is a text field, tested with isKindOfClass:.
#import <UIKit/UIKit.h>

@interface FeedbackFormController : UIViewController <UITextFieldDelegate>
@property (nonatomic, weak) IBOutlet UIScrollView *formScroll;
@end

@implementation FeedbackFormController {
    UIView *_activeInput;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillAppear:) name:UIKeyboardWillShowNotification object:nil];
}

- (void)textFieldDidBeginEditing:(UITextField *)textField {
    _activeInput = textField;
}

- (void)keyboardWillAppear:(NSNotification *)notification {
    if (![_activeInput isKindOfClass:[UITextField class]]) {
        return;
    }
    CGRect keyboard = [[notification.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue];
    UIEdgeInsets insets = self.formScroll.contentInset;
    insets.bottom = keyboard.size.height;
    self.formScroll.contentInset = insets;
}

@end
