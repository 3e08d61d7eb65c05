// swift-format-ignore-file
// Masonry, in the shape of many Objective-C screens laid out in code: the table of messages ends
// at a 49-point bar, and each keyboard notification updates its bottom with the keyboard's height,
// then lays the view out in an animation of the keyboard's duration.
#import "InboxViewController.h"
#import <Masonry/Masonry.h>

static const CGFloat kComposeBarHeight = 49;

@interface InboxViewController ()
@property (nonatomic, strong) UIScrollView *messageList;
@end

@implementation InboxViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.messageList = [[UIScrollView alloc] initWithFrame:CGRectZero];
    [self.view addSubview:self.messageList];
    [self.messageList mas_makeConstraints:^(MASConstraintMaker *make) {
        make.left.right.top.equalTo(self.view);
        make.bottom.equalTo(self.view.mas_bottom).with.offset(-kComposeBarHeight);
    }];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)note {
    CGRect keyboard = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    NSTimeInterval duration = [note.userInfo[UIKeyboardAnimationDurationUserInfoKey] doubleValue];
    [self.messageList mas_updateConstraints:^(MASConstraintMaker *make) {
        make.bottom.equalTo(self.view.mas_bottom).with.offset(-kComposeBarHeight - keyboard.size.height);
    }];
    [UIView animateWithDuration:duration animations:^{
        [self.view layoutIfNeeded];
    }];
}

- (void)keyboardWillHide:(NSNotification *)note {
    [self.messageList mas_updateConstraints:^(MASConstraintMaker *make) {
        make.bottom.mas_equalTo(-kComposeBarHeight);
    }];
    [UIView animateWithDuration:0.25 animations:^{
        [self.view layoutIfNeeded];
    }];
}

@end
