// Objective-C, in the shape of older screens (voidless/GitHubber's AuthController.m, a payment
// SDK's demo screens): the field being edited kept through `self.self`, and the inset set in a
// block handed to `dispatch_get_current_queue()`, which on the main thread is the main queue.
#import <UIKit/UIKit.h>

@interface PayeeDetailsViewController : UIViewController <UITextFieldDelegate>
@property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
@property (nonatomic, weak) UITextField *editingField;
@end

@implementation PayeeDetailsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
}

- (void)textFieldDidBeginEditing:(UITextField *)textField {
    self.self.editingField = textField;
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGFloat height = [[notification.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue].size.height;
    dispatch_async(dispatch_get_current_queue(), ^{
        self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, height, 0);
        [self.scrollView scrollRectToVisible:self.editingField.frame animated:NO];
    });
}

@end
