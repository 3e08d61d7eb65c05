// A voucher list that insets its table from a class method of its own, which asks the key
// window, through the category, whether a field is being edited.
#import <UIKit/UIKit.h>

@interface VoucherListController : UIViewController
@property (nonatomic, weak) IBOutlet UITableView *vouchersTable;
@end

@implementation VoucherListController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardShown:) name:UIKeyboardWillShowNotification object:nil];
}

+ (void)insetTable:(UITableView *)table by:(CGFloat)height {
    UIView *active = [[[UIApplication sharedApplication] keyWindow] activeFieldBelow];
    if (active) {
        table.contentInset = UIEdgeInsetsMake(0, 0, height, 0);
    }
}

- (void)keyboardShown:(NSNotification *)note {
    CGRect end = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    [VoucherListController insetTable:self.vouchersTable by:end.size.height + 8];
}

@end
