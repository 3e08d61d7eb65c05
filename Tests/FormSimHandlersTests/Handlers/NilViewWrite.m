// In the shape of escoz/QuickDialog's QuickDialogController.m: a view the controller makes in
// loadView, which the simulated screen never runs, is nil when the keyboard comes, so the frame
// is written through nil.
#import <UIKit/UIKit.h>

@interface DialogViewController : UIViewController
@property (strong, nonatomic) UIView *footerBar;
@end

@implementation DialogViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGRect frame = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.footerBar.frame = CGRectMake(0, frame.origin.y - 44, 320, 44);
}

@end
