// A comment screen of about 2014 that makes its text view in code with a frame and insets it by
// only the part the keyboard covers (the shape of the comment and feedback screens of many
// Objective-C apps of the time, in this project's words): `initWithFrame:` is the view's frame.
#import <UIKit/UIKit.h>

@interface CommentBoxViewController : UIViewController
@property (nonatomic, strong) UITextView *commentView;
@end

@implementation CommentBoxViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.commentView = [[UITextView alloc] initWithFrame:CGRectMake(0, 0, 320, 260)];
    [self.view addSubview:self.commentView];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGRect keyboardFrame = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    CGRect keyboardInView = [self.view convertRect:keyboardFrame fromView:nil];
    CGFloat covered = CGRectGetMaxY(self.commentView.frame) - CGRectGetMinY(keyboardInView);
    self.commentView.contentInset = UIEdgeInsetsMake(0, 0, MAX(0, covered), 0);
}

- (void)keyboardWillHide:(NSNotification *)notification {
    self.commentView.contentInset = UIEdgeInsetsZero;
}

@end
