// Follows the shape of chat screens in Objective-C apps that keep a local alias of self for
// their blocks: `__weak typeof(self) self_ = self;` in viewDidLoad, a keyboard observer block
// that reaches the input bar's bottom constraint through the alias, and a strong alias made
// again inside the block (`__strong typeof(self_) strongSelf = self_;`).
#import "ThreadViewController.h"

@interface ThreadViewController ()
@property (nonatomic, weak) IBOutlet NSLayoutConstraint *composerBottom;
@end

@implementation ThreadViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    __weak typeof(self) self_ = self;
    [[NSNotificationCenter defaultCenter] addObserverForName:UIKeyboardWillShowNotification object:nil queue:[NSOperationQueue mainQueue] usingBlock:^(NSNotification *note) {
        CGRect end = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
        self_.composerBottom.constant = end.size.height;
        [self_.view layoutIfNeeded];
    }];
    [[NSNotificationCenter defaultCenter] addObserverForName:UIKeyboardWillHideNotification object:nil queue:[NSOperationQueue mainQueue] usingBlock:^(NSNotification *note) {
        __strong typeof(self_) strongSelf = self_;
        strongSelf.composerBottom.constant = 0;
        [strongSelf.view layoutIfNeeded];
    }];
}

@end
