// swift-format-ignore-file
// A Masonry constraint kept in a property, in the shape of screens that move one edge with the
// keyboard: the bottom one, made with the other edges, is set by how far the keyboard's end frame
// covers the root view on every will-change-frame.
#import "ProfileEditViewController.h"
#import <Masonry/Masonry.h>

@interface ProfileEditViewController ()
@property (nonatomic, strong) UIScrollView *formScrollView;
@property (nonatomic, strong) MASConstraint *formBottom;
@end

@implementation ProfileEditViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.formScrollView = [UIScrollView new];
    [self.view addSubview:self.formScrollView];
    [self.formScrollView mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.left.right.equalTo(self.view);
        self.formBottom = make.bottom.equalTo(self.view);
    }];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardFrameChanged:) name:UIKeyboardWillChangeFrameNotification object:nil];
}

- (void)keyboardFrameChanged:(NSNotification *)notification {
    CGRect end = [[notification.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue];
    CGFloat covered = MAX(0, CGRectGetHeight(self.view.bounds) - CGRectGetMinY(end));
    self.formBottom.offset = -covered;
    [UIView animateWithDuration:0.3 animations:^{
        [self.view layoutIfNeeded];
    }];
}

@end
