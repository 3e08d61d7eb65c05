// Follows the shape of pre-ARC sample apps' table screens (pokeb/asi-http-request's
// SampleViewController.m, beeminder/beemios' GoalSummaryViewController.m), here without the
// header beside it: the table is reached as `[self tableView]` and released in `dealloc`,
// outlets are synthesized onto underscored variables and set to nil in `viewDidUnload`, and a
// label is moved with the keyboard. The inset leaves out the height of a toolbar.
#import "DiaryListController.h"

@implementation DiaryListController

@synthesize footerLabel = _footerLabel;
@synthesize saveButton = _saveButton;

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)viewDidUnload {
    [self setFooterLabel:nil];
    self.saveButton = nil;
    self.tableView = nil;
    [super viewDidUnload];
}

- (void)keyboardWillShow:(NSNotification *)notification {
    NSValue *value = [[notification userInfo] objectForKey:UIKeyboardFrameEndUserInfoKey];
    CGRect keyboard;
    [value getValue:&keyboard];
    NSLog(@"%@: keyboard %f", kDiaryServiceName, keyboard.size.height);
    UIEdgeInsets insets = UIEdgeInsetsMake(0, 0, keyboard.size.height - 44, 0);
    [[self tableView] setContentInset:insets];
    [[self tableView] setScrollIndicatorInsets:insets];
    [self.footerLabel setFrame:CGRectMake(0, keyboard.origin.y - 30, keyboard.size.width, 30)];
}

- (void)keyboardWillHide:(NSNotification *)notification {
    [[self tableView] setContentInset:UIEdgeInsetsZero];
    [[self tableView] setScrollIndicatorInsets:UIEdgeInsetsZero];
}

- (void)dealloc {
    [tableView release];
    [super dealloc];
}

@end
