// swift-format-ignore-file
// An app's scaling macro from a prefix header that is not given, negated in the layout of a view
// FormSim does not draw, in the shape of screens laid out with Masonry and a design-size macro;
// the keyboard code insets the form's table.
#import "MaintenanceFormViewController.h"
#import <Masonry/Masonry.h>

@interface MaintenanceFormViewController ()
@property (nonatomic, strong) UIView *noticeView;
@property (nonatomic, weak) IBOutlet UITableView *formTable;
@end

@implementation MaintenanceFormViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.noticeView = [[UIView alloc] init];
    [self.noticeView mas_makeConstraints:^(MASConstraintMaker *make) {
        make.right.equalTo(self.view.mas_right).offset(-SCALE_SIZE(15));
        make.height.mas_equalTo(SCALE_SIZE(44));
    }];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGRect rect = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.formTable.contentInset = UIEdgeInsetsMake(0, 0, rect.size.height, 0);
}

@end
