// Follows the shape of a sign-up screen whose header is there but names the app's own base
// view controller, declared in a header that is not (UIViewControllerStack's Signup.m): the
// base class's form view is read in viewDidLoad, the keyboard's end frame is converted into
// the view, and a constraint's constant takes its height.
#import "JoinFormController.h"

@interface JoinFormController ()
@property (nonatomic) CGFloat restingHeight;
@end

@implementation JoinFormController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.restingHeight = self.formView.frame.size.height;
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardAppeared:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardGone:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardAppeared:(NSNotification *)note {
    CGRect end = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    end = [self.view convertRect:end fromView:nil];
    self.formBottom.constant = end.size.height;
}

- (void)keyboardGone:(NSNotification *)note {
    self.formBottom.constant = 0;
}

- (IBAction)joinTapped:(id)sender {
    [self.view endEditing:YES];
    [[self router] showHome];
}

@end
