// The shape of Objective-C chat screens that measure the keyboard against the app delegate's
// window (the app's AppDelegate.h is not beside the screen): once through UIKit's
// `delegate.window`, once through the app's class.
#import <UIKit/UIKit.h>
#import "AppDelegate.h"

@interface ThreadReplyViewController : UIViewController
@property (nonatomic, weak) IBOutlet NSLayoutConstraint *composerBottom;
@end

@implementation ThreadReplyViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardFrameWillChange:) name:UIKeyboardWillChangeFrameNotification object:nil];
}

- (void)keyboardFrameWillChange:(NSNotification *)notification
{
    CGRect end = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    CGFloat windowHeight = [UIApplication sharedApplication].delegate.window.bounds.size.height;
    AppDelegate *app = (AppDelegate *)[[UIApplication sharedApplication] delegate];
    CGFloat appWindowHeight = app.window.frame.size.height;
    self.composerBottom.constant = MAX(windowHeight, appWindowHeight) - end.origin.y;
    [self.view layoutIfNeeded];
}

@end
