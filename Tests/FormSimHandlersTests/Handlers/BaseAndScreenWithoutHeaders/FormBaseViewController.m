// The base controller of an app whose screens inherit its keyboard handling (khobaib/Asaan-iOS
// keeps one in HelperClasses), given without its header, as a user who copies only the .m
// files gives it: nothing here says which class inherits which.
#import "FormBaseViewController.h"

@implementation FormBaseViewController

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWasShown:) name:UIKeyboardDidShowNotification object:nil];
}

- (void)keyboardWasShown:(NSNotification *)notification {
    self.view.frame = CGRectMake(0, 0, 320, 264);
}

@end
