// Objective-C++, in the shape of the keyboard views of media centres with a C++ core
// (xbmc/xbmc's IOSKeyboardView.mm is one): a C++ logger and a settings namespace from a
// header that is not beside the file, called as `Scope::function(…)` and read as
// `Scope::variable` in a condition, among the keyboard code.
#import <UIKit/UIKit.h>
#import "core/trace.h"

@interface PlayerSearchViewController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
@end

@implementation PlayerSearchViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    Trace::Write(TRACE_INFO, "search screen loaded");
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardDidChange:) name:UIKeyboardWillChangeFrameNotification object:nil];
}

- (void)keyboardDidChange:(NSNotification *)note
{
    auto frame = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    Trace::Write(TRACE_DEBUG, "keyboard at %f", frame.origin.y);
    CGFloat overlap = CGRectGetMaxY(self.view.bounds) - CGRectGetMinY(frame);
    if (Settings::keyboardLiftDisabled)
        overlap = 0;
    self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, MAX(overlap, 0), 0);
}

@end
