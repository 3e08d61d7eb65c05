// In the shape of devinross/tapkulibrary's TKKeyboardTableViewController.m: the field that begins
// editing is scrolled into view a moment later, with a margin, through
// performSelector:withObject:afterDelay:.
#import <UIKit/UIKit.h>

@interface DeferredScrollViewController : UIViewController <UITextFieldDelegate>
@property (weak, nonatomic) IBOutlet UIScrollView *scrollView;
@end

@implementation DeferredScrollViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGRect frame = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, frame.size.height, 0);
}

- (void)textFieldDidBeginEditing:(UITextField *)textField {
    [self performSelector:@selector(scrollToField:) withObject:textField afterDelay:0.1];
}

- (void)scrollToField:(UITextField *)field {
    [self.scrollView scrollRectToVisible:CGRectInset(field.frame, 0, -30) animated:NO];
}

@end
