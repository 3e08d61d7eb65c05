// A C `switch` whose cases are braced blocks, each ending in its own `break` or `return`, as
// Xcode's code completion writes them: the gap is picked by the keyboard's height.
#import <UIKit/UIKit.h>

@interface PaymentFormController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
@end

@implementation PaymentFormController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardShows:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardHides:) name:UIKeyboardWillHideNotification object:nil];
}

- (CGFloat)gapForKeyboardHeight:(NSInteger)height {
    CGFloat gap = 1;
    switch (height) {
        case 162: {
            gap = 2;
            break;
        }
        case 216: {
            gap = 6;
            break;
        }
        default: {
            return 40;
        }
    }
    return gap;
}

- (void)keyboardShows:(NSNotification *)note {
    CGRect end = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    CGFloat gap = [self gapForKeyboardHeight:(NSInteger)end.size.height];
    self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, end.size.height + gap, 0);
}

- (void)keyboardHides:(NSNotification *)note {
    self.scrollView.contentInset = UIEdgeInsetsZero;
}

@end
