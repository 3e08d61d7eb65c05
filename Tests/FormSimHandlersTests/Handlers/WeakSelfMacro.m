// Follows the shape of a discovery feed of a social app (YXProject, YXFindViewController.m):
// its headers are missing, and with them its weak-self macro, its screen-size macros and its
// cells' members. `kWeakSelf(self);` makes `weakself`, which is self; a cell's constraint
// whose name made it a number is an object; a frame made from a screen-size macro is opaque.
#import "FeedViewController.h"

@interface FeedViewController ()
@property (nonatomic, weak) IBOutlet NSLayoutConstraint *barBottom;
@property (nonatomic, strong) UITextField *replyField;
@property (nonatomic, assign) CGFloat margin;
@end

@implementation FeedViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    kWeakSelf(self);
    weakself.margin = 12;
    _replyField.frame = CGRectMake(0, KScreenHeight, KScreenWidth, 40);
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)reply:(FeedCell *)cell {
    cell.replyHeight.constant = 40;
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGRect rect = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.barBottom.constant = rect.size.height + self.margin;
}

- (void)keyboardWillHide:(NSNotification *)notification {
    self.barBottom.constant = 0;
}

@end
