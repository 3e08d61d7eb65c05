// Objective-C, in the shape of editor screens that register their keyboard observers with
// NSSelectorFromString (judaco/iPhone's UITextView sample is one): the will-show selector is
// written without the colon its method declares, which the runtime does not forgive.
#import <UIKit/UIKit.h>

@interface JournalEntryViewController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *entryScroll;
@end

@implementation JournalEntryViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    NSNotificationCenter *center = [NSNotificationCenter defaultCenter];
    [center addObserver:self selector:NSSelectorFromString(@"keyboardAppears") name:UIKeyboardWillShowNotification object:nil];
    [center addObserver:self selector:@selector(keyboardDisappears:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardAppears:(NSNotification *)notification {
    CGRect frame = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.entryScroll.contentInset = UIEdgeInsetsMake(0, 0, frame.size.height, 0);
}

- (void)keyboardDisappears:(NSNotification *)notification {
    self.entryScroll.contentInset = UIEdgeInsetsZero;
}

@end
