// swift-format-ignore-file
// Masonry's boxing macros given computed arguments, in the shape of Objective-C screens that size
// a header from the screen and lift the list by the keyboard less a bar it overlaps: what the
// macro's argument computes is written in the file, operators and all.
#import "TicketListViewController.h"
#import <Masonry/Masonry.h>

@interface TicketListViewController ()
@property (nonatomic, strong) UIView *headerView;
@property (nonatomic, strong) UIScrollView *ticketList;
@end

@implementation TicketListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.headerView = [[UIView alloc] init];
    self.ticketList = [[UIScrollView alloc] init];
    [self.headerView mas_makeConstraints:^(MASConstraintMaker *make) {
        make.left.right.top.equalTo(self.view);
        make.height.mas_equalTo([UIScreen mainScreen].bounds.size.height - 64);
    }];
    [self.ticketList mas_makeConstraints:^(MASConstraintMaker *make) {
        make.left.right.top.equalTo(self.view);
        make.bottom.mas_equalTo(0);
    }];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGRect frame = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    [self.ticketList mas_updateConstraints:^(MASConstraintMaker *make) {
        make.bottom.mas_offset(-(CGRectGetHeight(frame) - 6));
    }];
    [self.view layoutIfNeeded];
}

- (void)keyboardWillHide:(NSNotification *)notification {
    [self.ticketList mas_updateConstraints:^(MASConstraintMaker *make) {
        make.bottom.mas_equalTo(0);
    }];
    [self.view layoutIfNeeded];
}

@end
