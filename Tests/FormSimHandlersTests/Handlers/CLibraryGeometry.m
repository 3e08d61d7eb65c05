// A comment screen whose keyboard arithmetic leans on the C library and Core Graphics: the
// keyboard's frame joined with a strip below the screen by CGRectUnion, and a margin through
// abs(), as code ported from C does.
#import <UIKit/UIKit.h>

static const int kMargin = -2;

@interface CommentComposerController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *commentScroll;
@end

@implementation CommentComposerController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)note {
    CGRect keyboard = [[note.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue];
    CGRect covered = CGRectUnion(keyboard, CGRectMake(0, 480, 320, 4));
    CGFloat lift = CGRectGetHeight(covered) + abs(kMargin);
    self.commentScroll.contentInset = UIEdgeInsetsMake(0, 0, lift, 0);
}

- (void)keyboardWillHide:(NSNotification *)note {
    self.commentScroll.contentInset = UIEdgeInsetsZero;
}

@end
