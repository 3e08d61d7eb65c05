// Follows the shape of mattneub/Programming-iOS-Book-Examples,
// bk2ch10p522textFieldScrollView/ch23p805textFieldSliding/ViewController.m: instance variables in
// the @implementation's braces keep the inset, the indicator inset and the offset from before the
// keyboard; will-show sets the bottom to the keyboard's overlap with the view and scrolls the
// first responder's frame into view; will-hide puts all three back.
#import <UIKit/UIKit.h>

@interface SlidingFormViewController : UIViewController <UITextFieldDelegate>
@property (weak, nonatomic) IBOutlet UIScrollView *scrollView;
@property (nonatomic, weak) UIView *fr;
@end

@implementation SlidingFormViewController {
    UIEdgeInsets _oldContentInset;
    UIEdgeInsets _oldIndicatorInset;
    CGPoint _oldOffset;
}

- (void)viewDidLoad
{
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)textFieldDidBeginEditing:(UITextField *)tf {
    self.fr = tf;
}

- (BOOL)textFieldShouldReturn:(UITextField *)tf {
    [tf resignFirstResponder];
    self.fr = nil;
    return YES;
}

- (void)keyboardShow:(NSNotification *)n {
    _oldContentInset = self.scrollView.contentInset;
    _oldIndicatorInset = self.scrollView.scrollIndicatorInsets;
    _oldOffset = self.scrollView.contentOffset;
    CGRect keyboardInView = [self.view convertRect:[n.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue] fromView:nil];
    CGFloat covered = CGRectGetMaxY(self.view.bounds) - CGRectGetMinY(keyboardInView);
    UIEdgeInsets content = _oldContentInset;
    content.bottom = covered;
    UIEdgeInsets indicators = _oldIndicatorInset;
    indicators.bottom = covered;
    self.scrollView.contentInset = content;
    self.scrollView.scrollIndicatorInsets = indicators;
    [self.scrollView scrollRectToVisible:self.fr.frame animated:YES];
}

- (void)keyboardHide:(NSNotification *)n {
    self.scrollView.contentInset = _oldContentInset;
    self.scrollView.scrollIndicatorInsets = _oldIndicatorInset;
    [self.scrollView setContentOffset:_oldOffset animated:YES];
}

@end
