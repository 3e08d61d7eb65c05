#import "PaymentFormController.h"

// The header that declares `footerBottom` is not beside the file: the property is read as
// opaque, and its `.constant` write says it is a constraint.
@implementation PaymentFormController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(keyboardAppeared:)
                                                 name:UIKeyboardWillShowNotification
                                               object:nil];
}

- (void)keyboardAppeared:(NSNotification *)note {
    CGRect frame = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.footerBottom.constant = frame.size.height;
}

@end
