//  A login screen of the iOS 6 years, written against headers that are not beside it: a task
//  protocol, a progress library's modes, a device helper function, an enum type as a return
//  type, a block whose parameters are the app's classes, and an instance variable whose name
//  starts with a capital.

#import <UIKit/UIKit.h>
#import "SignInViewController.h"
#import "TaskRunner.h"
#import <ProgressKit/ProgressKit.h>

@implementation SignInViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.spinner.mode = ProgressModeIndeterminate;
    if (DeviceIsTablet()) {
        self.spinner.margin = 40;
    }
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(keyboardWillShow:)
                                                 name:UIKeyboardWillShowNotification
                                               object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(appWentAway:)
                                                 name:UIApplicationDidEnterBackgroundNotification
                                               object:nil];
}

- (UIStatusBarStyle)preferredStatusBarStyle {
    return StatusBarStyleLight;
}

- (void)runSignIn:(id)request task:(id<SignInTask>)task {
    if (![task isCancelled]) {
        [SessionClient signIn:request completion:^(SessionReply *reply, SessionError *error) {
            Attempts = [reply attemptCount];
            reply.Attempts = [NSNumber numberWithInteger:Attempts];
            reply.badgeCount = @"1";
            CGFloat width = [LayoutHelper sizeForTitle:@"Sign in"].width;
            NSLog(@"%f", width);
        }];
    }
}

- (void)appWentAway:(NSNotification *)note {
    [self.view endEditing:YES];
}

- (void)keyboardWillShow:(NSNotification *)note {
    CGRect end = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.formScroller.contentInset = UIEdgeInsetsMake(0, 0, end.size.height, 0);
}

@end
