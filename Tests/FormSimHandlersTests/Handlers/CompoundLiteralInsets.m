//
//  MessageThreadViewController.m
//  A message thread keeps its last line above the keyboard and a gap under it. The insets are
//  C compound literals, `(UIEdgeInsets){…}` and `(CGRect){{x, y}, {w, h}}`, and the screen's
//  height is a macro written on the left of a subtraction, as chat and alert screens write them.
//

#import <UIKit/UIKit.h>

#define kScreenHeight ([UIScreen mainScreen].bounds.size.height)
#define kLineGap 8.0

@interface MessageThreadViewController : UIViewController
@property (weak, nonatomic) IBOutlet UIScrollView *threadScroll;
@end

@implementation MessageThreadViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGRect keyboard = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    CGFloat covered = kScreenHeight - keyboard.origin.y;
    CGRect uncovered = (CGRect){{0, 0}, {self.view.bounds.size.width, kScreenHeight - covered}};
    self.threadScroll.contentInset = (UIEdgeInsets){0, 0, covered + kLineGap, 0};
    self.threadScroll.scrollIndicatorInsets = (UIEdgeInsets){.bottom = kScreenHeight - CGRectGetMaxY(uncovered)};
}

- (void)keyboardWillHide:(NSNotification *)notification {
    self.threadScroll.contentInset = (UIEdgeInsets){0};
    self.threadScroll.scrollIndicatorInsets = UIEdgeInsetsZero;
}

@end
