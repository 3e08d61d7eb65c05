// Follows the shape of labmain/Objective-C-Snippets, UIKit/UIKeyboard/获取键盘高度.m: will-change-frame
// reads the end frame and the duration with doubleValue, works out the keyboard's height with
// the CGRect functions, and animates a layout pass after changing the bottom bar's constraint to
// keep a 50-pt bar above the keyboard. Here the height is the part of the screen under the
// keyboard's top, so the one handler serves showing and hiding.
#import <UIKit/UIKit.h>

#define kBottomBarHeight 50.0

@interface PostEditorViewController : UIViewController
@property (weak, nonatomic) IBOutlet NSLayoutConstraint *barSpacing;
@end

@implementation PostEditorViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillChangeFrameNotification:) name:UIKeyboardWillChangeFrameNotification object:nil];
}

- (void)keyboardWillChangeFrameNotification:(NSNotification *)notification
{
    NSDictionary *userInfo = [notification userInfo];
    CGRect rect = [userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    CGFloat screenHeight = CGRectGetHeight([UIScreen mainScreen].bounds);
    CGFloat keyboardHeight = screenHeight - CGRectGetMinY(rect);
    CGFloat keyboardDuration = [userInfo[UIKeyboardAnimationDurationUserInfoKey] doubleValue];
    self.barSpacing.constant = kBottomBarHeight + keyboardHeight;
    [UIView animateWithDuration:keyboardDuration animations:^{
        [self.view layoutIfNeeded];
    }];
}

@end
