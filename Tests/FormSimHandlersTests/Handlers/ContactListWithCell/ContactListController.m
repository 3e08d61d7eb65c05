// A contact list with a search field above it: its cells are a class of the app's, its data a
// store class of the app's spelt in lower case, whose header is not given. The keyboard
// insets the table by its height.
#import <UIKit/UIKit.h>
#import "ContactCell.h"
#import "contactStore.h"

@interface ContactListController : UIViewController <UITableViewDataSource>
@property (nonatomic, weak) IBOutlet UITableView *contactTable;
@end

@implementation ContactListController {
    contactStore *_store;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    _store = [contactStore sharedStore];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardShown:) name:UIKeyboardWillShowNotification object:nil];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return [_store count];
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    ContactCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Contact" forIndexPath:indexPath];
    cell.nameLabel.text = [_store nameAtIndex:indexPath.row];
    return cell;
}

- (void)keyboardShown:(NSNotification *)notification {
    CGRect keyboard = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    UIEdgeInsets insets = self.contactTable.contentInset;
    insets.bottom = keyboard.size.height;
    self.contactTable.contentInset = insets;
}

@end
