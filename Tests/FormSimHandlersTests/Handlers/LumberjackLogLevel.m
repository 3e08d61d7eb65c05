// The shape of Objective-C chat screens that log with CocoaLumberjack (mulriple/TinyChatter's
// ChatViewController.m): the file-level `static const int ddLogLevel` names a constant of
// DDLog.h, which is not beside the file, so its value is unknown; the keyboard resizes the
// message table by its frame, passing `Nil` for a completion block as such files do.
#import <UIKit/UIKit.h>
#import "DDLog.h"

static const int ddLogLevel = LOG_LEVEL_WARN;

@interface ThreadViewController : UIViewController
@property (weak, nonatomic) IBOutlet UITableView *messagesTable;
@end

@implementation ThreadViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)note
{
    CGFloat height = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue].size.height;
    DDLogInfo(@"keyboard up, %f tall", height);
    [UIView animateWithDuration:0.3 animations:^{
        CGRect frame = self.messagesTable.frame;
        frame.size.height = self.view.bounds.size.height - height;
        self.messagesTable.frame = frame;
    }];
}

- (void)keyboardWillHide:(NSNotification *)note
{
    [UIView animateWithDuration:0.3 animations:^{
        CGRect frame = self.messagesTable.frame;
        frame.size.height = self.view.bounds.size.height;
        self.messagesTable.frame = frame;
    } completion:Nil];
}

@end
