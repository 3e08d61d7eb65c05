// A settings form whose rows are laid out by a switch over its own enum of row kinds, declared
// in a header that is not given; the keyboard insets its table by the keyboard's height.
#import <UIKit/UIKit.h>
#import "SettingsRow.h"

@interface SettingsFormController : UIViewController <UITableViewDataSource>
@property (nonatomic, weak) IBOutlet UITableView *settingsTable;
@property (nonatomic, strong) NSArray *rows;
@end

@implementation SettingsFormController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
}

- (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath {
    SettingsRow *row = self.rows[indexPath.row];
    switch (row.kind) {
        case SettingsRowKindToggle:
            return 44;
        case SettingsRowKindNote:
            return 88;
        case 0:
            return 0;
        default:
            return 44;
    }
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGRect keyboard = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    UIEdgeInsets insets = self.settingsTable.contentInset;
    insets.bottom = keyboard.size.height;
    self.settingsTable.contentInset = insets;
}

@end
