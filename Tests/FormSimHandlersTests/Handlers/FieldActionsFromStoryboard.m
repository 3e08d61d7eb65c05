// Objective-C, in the shape of screens that learn which field is being edited from actions the
// storyboard connects to each field's Editing Did Begin and Did End (sunnyVolkova/ObjCTraining's
// ContactUsViewController.m is one), and scroll it into view once the keyboard is up.
#import <UIKit/UIKit.h>

@interface FeedbackViewController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
@property (nonatomic, weak) UITextField *editingField;
@end

@implementation FeedbackViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardShown:) name:UIKeyboardDidShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardHidden:) name:UIKeyboardWillHideNotification object:nil];
}

- (IBAction)fieldEditingDidBegin:(id)sender {
    self.editingField = sender;
}

- (IBAction)fieldEditingDidEnd:(id)sender {
    self.editingField = nil;
}

- (void)keyboardShown:(NSNotification *)note {
    CGSize size = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue].size;
    self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, size.height, 0);
    self.scrollView.scrollIndicatorInsets = self.scrollView.contentInset;
    if (self.editingField) {
        CGRect visible = self.view.frame;
        visible.size.height -= size.height;
        if (!CGRectContainsPoint(visible, self.editingField.frame.origin)) {
            [self.scrollView scrollRectToVisible:self.editingField.frame animated:YES];
        }
    }
}

- (void)keyboardHidden:(NSNotification *)note {
    self.scrollView.contentInset = UIEdgeInsetsZero;
    self.scrollView.scrollIndicatorInsets = UIEdgeInsetsZero;
}

@end
