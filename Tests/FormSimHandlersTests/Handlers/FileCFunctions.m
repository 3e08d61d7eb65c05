// Static C helpers defined in the file itself, as older Objective-C code writes its geometry
// arithmetic: one adds to an inset's bottom (writing its parameter), the other picks a margin
// by recursion; a prototype of another file's function is opaque.
#import <UIKit/UIKit.h>

CGFloat SharedToolbarHeight(void);

static UIEdgeInsets InsetsRaisingBottom(UIEdgeInsets insets, CGFloat amount) {
    insets.bottom += amount;
    return insets;
}

static CGFloat StepMargin(NSInteger steps) {
    if (steps <= 0) {
        return 0;
    }
    return 3 + StepMargin(steps - 1);
}

@interface AddressBookFormController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
@end

@implementation AddressBookFormController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardShows:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardHides:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardShows:(NSNotification *)note {
    CGRect end = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.scrollView.contentInset = InsetsRaisingBottom(UIEdgeInsetsZero, end.size.height + StepMargin(2));
}

- (void)keyboardHides:(NSNotification *)note {
    self.scrollView.contentInset = UIEdgeInsetsZero;
}

@end
