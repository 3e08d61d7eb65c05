// Scrolling by moving the scroll view's bounds, as books on UIKit teach it: the bounds'
// origin is the content offset. The field being edited ends 5 pt above the keyboard.
#import <UIKit/UIKit.h>

@interface ReturnsFormController : UIViewController <UITextFieldDelegate>
@property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
@property (nonatomic, weak) UITextField *editingField;
@end

@implementation ReturnsFormController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardShows:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardHides:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)textFieldDidBeginEditing:(UITextField *)textField {
    self.editingField = textField;
}

- (void)keyboardShows:(NSNotification *)note {
    CGRect end = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, end.size.height, 0);
    CGRect visible = self.scrollView.bounds;
    visible.origin.y = CGRectGetMaxY(self.editingField.frame) + end.size.height - visible.size.height + 5;
    self.scrollView.bounds = visible;
}

- (void)keyboardHides:(NSNotification *)note {
    self.scrollView.contentInset = UIEdgeInsetsZero;
}

@end
