// A sign-in screen written in the style of C: its insets and its scroll target are local
// structs initialised from braces, not from their Make functions.
#import <UIKit/UIKit.h>

@interface SignInFormController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *signInScroll;
@end

@implementation SignInFormController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGSize keyboardSize = [[notification.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue].size;
    UIEdgeInsets insets = { 0, 0, keyboardSize.height, 0 };
    self.signInScroll.contentInset = insets;
    CGPoint target = { 0, 300 };
    [self.signInScroll setContentOffset:target animated:NO];
}

@end
