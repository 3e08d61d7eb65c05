// A feedback screen from before UIEdgeInsetsMake was habit: a C struct declared without a
// value, then its members written one by one, and a point built the same way for the offset
// to restore.
#import <UIKit/UIKit.h>

@interface FeedbackFormController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *feedbackScroll;
@end

@implementation FeedbackFormController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardShown:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardHidden:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardShown:(NSNotification *)note {
    CGSize keyboardSize = [[[note userInfo] objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue].size;
    UIEdgeInsets insets;
    insets.top = 0.0;
    insets.left = 0.0;
    insets.bottom = keyboardSize.height + 5.0;
    insets.right = 0.0;
    self.feedbackScroll.contentInset = insets;
    self.feedbackScroll.scrollIndicatorInsets = insets;
}

- (void)keyboardHidden:(NSNotification *)note {
    UIEdgeInsets none;
    none.top = none.left = none.bottom = none.right = 0;
    self.feedbackScroll.contentInset = none;
    self.feedbackScroll.scrollIndicatorInsets = none;
}

@end
