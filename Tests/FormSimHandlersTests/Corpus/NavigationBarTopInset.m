// Follows the shape of iRealtor's conversation screen (ConversationViewController.m): an
// Objective-C chat screen in a navigation controller sets its table's insets by hand, the top
// below the navigation bar (read through self.navigationController, which is nil outside one,
// so the bar's figures are zero there) and the bottom the keyboard's begin-frame height, between
// beginAnimations and commitAnimations. Will-hide puts the bottom back.
#import <UIKit/UIKit.h>

@interface ConversationViewController : UIViewController <UITableViewDataSource>
@property (nonatomic, weak) IBOutlet UITableView *tableView;
@property (nonatomic, strong) NSMutableArray *messages;
@end

@implementation ConversationViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.messages = [NSMutableArray array];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return [self.messages count];
}

- (void)keyboardWillShow:(NSNotification *)notification {
    NSDictionary *info = [notification userInfo];
    CGSize keyboardSize = [[info objectForKey:UIKeyboardFrameBeginUserInfoKey] CGRectValue].size;
    CGFloat barBottom = self.navigationController.navigationBar.frame.origin.y + self.navigationController.navigationBar.frame.size.height;
    [UIView beginAnimations:nil context:NULL];
    [UIView setAnimationDuration:0.25];
    _tableView.contentInset = UIEdgeInsetsMake(barBottom, 0, keyboardSize.height, 0);
    [UIView commitAnimations];
}

- (void)keyboardWillHide:(NSNotification *)notification {
    CGFloat barBottom = self.navigationController.navigationBar.frame.origin.y + self.navigationController.navigationBar.frame.size.height;
    _tableView.contentInset = UIEdgeInsetsMake(barBottom, 0, 0, 0);
}

@end
