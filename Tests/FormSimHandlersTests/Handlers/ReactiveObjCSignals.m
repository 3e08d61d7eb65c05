// swift-format-ignore-file
// ReactiveObjC's notification signals, in the shape of Objective-C screens of the RAC years: each
// keyboard notification's signal, taken until the screen goes, insets the table; @weakify and
// @strongify keep the blocks from holding the screen.
#import "OrderNotesViewController.h"
#import <ReactiveObjC/ReactiveObjC.h>

@interface OrderNotesViewController ()
@property (nonatomic, weak) IBOutlet UITableView *notesTable;
@end

@implementation OrderNotesViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    @weakify(self);
    [[[[NSNotificationCenter defaultCenter] rac_addObserverForName:UIKeyboardWillShowNotification object:nil]
        takeUntil:self.rac_willDeallocSignal]
        subscribeNext:^(NSNotification *note) {
            @strongify(self);
            CGRect frame = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
            self.notesTable.contentInset = UIEdgeInsetsMake(0, 0, frame.size.height + 12, 0);
        }];
    [[[NSNotificationCenter defaultCenter] rac_addObserverForName:UIKeyboardWillHideNotification object:nil]
        subscribeNext:^(id x) {
            @strongify(self);
            self.notesTable.contentInset = UIEdgeInsetsZero;
        }];
}

@end
