// The header beside the file names the app's own superclass, whose header is not here, and the
// file imports a category header that is not here either (devinross/tapkulibrary's
// TKKeyboardTableViewController.m does both): the superclass is read as a view controller.
#import "KeyboardTableScreen.h"
#import "UIDevice+AppIdiom.h"

@implementation KeyboardTableScreen

- (id)init {
    if (!(self = [super init])) return nil;
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGRect frame = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    UIEdgeInsets insets = self.tableView.contentInset;
    insets.bottom = frame.size.height - self.bottomLayoutGuide.length;
    self.tableView.contentInset = insets;
}

- (void)keyboardWillHide:(NSNotification *)notification {
    UIEdgeInsets insets = self.tableView.contentInset;
    insets.bottom = 0;
    self.tableView.contentInset = insets;
}

@end
