// A condition whose parentheses decide its meaning, on the app's own session object, which
// FormSim does not simulate: the check's warning must write it as the file does.
#import <UIKit/UIKit.h>

@interface CheckoutNotesController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
@end

@implementation CheckoutNotesController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardShows:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardHides:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardShows:(NSNotification *)note {
    id session = [CartSession shared];
    CGFloat extra = 0;
    if ([session hasItems] && ([session isExpress] || [session isGift])) {
        extra = 30;
    }
    CGRect end = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, end.size.height - (extra - 2), 0);
}

- (void)keyboardHides:(NSNotification *)note {
    self.scrollView.contentInset = UIEdgeInsetsZero;
}

@end
