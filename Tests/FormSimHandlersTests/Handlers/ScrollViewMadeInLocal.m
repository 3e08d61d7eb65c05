// The shape of screens built in code that make their scroll view in a local, set it up through
// the local, and only then keep it in a weak property (testing2007/Boxuegu's
// BXGCommunityReportVC.m): the local is the form's scroll view from its first line, and the
// inset it sets there is the one the keyboard code adds to.
#import <UIKit/UIKit.h>

@interface FeedbackViewController : UIViewController
@property (nonatomic, weak) UIScrollView *scrollView;
@end

@implementation FeedbackViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    UIScrollView *scrollView = [[UIScrollView alloc] initWithFrame:self.view.bounds];
    scrollView.contentInset = UIEdgeInsetsMake(0, 0, 120, 0);
    [self.view addSubview:scrollView];
    self.scrollView = scrollView;
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)note {
    CGRect frame = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    UIEdgeInsets insets = self.scrollView.contentInset;
    insets.bottom += frame.size.height;
    self.scrollView.contentInset = insets;
}

- (void)keyboardWillHide:(NSNotification *)note {
    UIEdgeInsets insets = self.scrollView.contentInset;
    insets.bottom = 120;
    self.scrollView.contentInset = insets;
}

@end
