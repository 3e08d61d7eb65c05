// The usual `dispatch_after` of Objective-C code, its delay in nanoseconds cast to `int64_t`:
// the inset follows the keyboard a tenth of a second late.
#import <UIKit/UIKit.h>

@interface FeedbackFormController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
@end

@implementation FeedbackFormController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardShows:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardHides:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardShows:(NSNotification *)note {
    CGRect end = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    int64_t delay = (int64_t)(0.1 * NSEC_PER_SEC);
    dispatch_after(dispatch_time(DISPATCH_TIME_NOW, delay), dispatch_get_main_queue(), ^{
        self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, end.size.height + 3, 0);
    });
}

- (void)keyboardHides:(NSNotification *)note {
    self.scrollView.contentInset = UIEdgeInsetsZero;
}

@end
