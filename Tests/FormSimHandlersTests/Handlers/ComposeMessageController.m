// Follows the shape of a chat app's new-message screen (BlueRocketFuelChat's
// NewMessageViewController.m): its header is there, but the app's other headers it imports are
// not, and with them `appDelegate`, a macro for the app delegate that the address lookup reads
// through; the lookup sorts with a comparator block; the keyboard's begin frame, plus a margin,
// is the bottom constraint's constant.
#import "ComposeMessageController.h"
#import "AppDelegate+Chat.h"
#import "Recipient.h"

@interface ComposeMessageController ()
@property (strong, nonatomic) NSArray *matches;
@end

@implementation ComposeMessageController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardShown:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardHidden:) name:UIKeyboardWillHideNotification object:nil];
    [self lookUp:@""];
}

- (void)lookUp:(NSString *)prefix {
    NSArray *everyone = [appDelegate.directory.recipients allObjects];
    self.matches = [everyone sortedArrayUsingComparator:^NSComparisonResult(id a, id b) {
        return [[(Recipient *)a name] compare:[(Recipient *)b name]];
    }];
}

- (void)keyboardShown:(NSNotification *)note {
    CGFloat height = [note.userInfo[UIKeyboardFrameBeginUserInfoKey] CGRectValue].size.height;
    self.composerBottom.constant = height + 20;
}

- (void)keyboardHidden:(NSNotification *)note {
    self.composerBottom.constant = 0;
}

@end
