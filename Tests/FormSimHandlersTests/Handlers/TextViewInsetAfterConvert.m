// The shape of text editing screens of 2015 (mycelium-com/wallet-ios's
// MYCTextEditViewController.m): the keyboard's frame is converted into the text view first,
// then intersected with its bounds, and the overlap's height becomes its bottom inset.
#import <UIKit/UIKit.h>

@interface MemoEditorViewController : UIViewController
@property (weak, nonatomic) IBOutlet UITextView *memoText;
@end

@implementation MemoEditorViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillChange:) name:UIKeyboardWillChangeFrameNotification object:nil];
}

- (void)keyboardWillChange:(NSNotification *)notification {
    CGRect keyboard = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    CGRect inText = [self.memoText convertRect:keyboard fromView:nil];
    CGRect overlap = CGRectIntersection(self.memoText.bounds, inText);
    UIEdgeInsets insets = self.memoText.contentInset;
    insets.bottom = CGRectIsNull(overlap) ? 0 : overlap.size.height;
    self.memoText.contentInset = insets;
    self.memoText.scrollIndicatorInsets = insets;
}

@end
