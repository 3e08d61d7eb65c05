// A screen of that app, whose header would say it inherits the base controller.
#import "SignInViewController.h"

@implementation SignInViewController

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    self.title = @"Sign in";
}

@end
