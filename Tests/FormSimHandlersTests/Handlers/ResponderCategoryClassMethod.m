// A shipping screen that finds the field being edited with a class method of its own category
// on UIResponder (a message sent to no target reaches the first responder, which names
// itself), and lifts the whole screen by as much as the keyboard would cover of it.
#import <UIKit/UIKit.h>

@implementation UIResponder (ActiveResponder)

static __weak id activeResponder;

+ (id)fs_activeResponder {
    activeResponder = nil;
    [[UIApplication sharedApplication] sendAction:@selector(fs_claimActive:) to:nil from:nil forEvent:nil];
    return activeResponder;
}

- (void)fs_claimActive:(id)sender {
    activeResponder = self;
}

@end

@interface ShippingAddressController : UIViewController
@end

@implementation ShippingAddressController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)note {
    CGRect keyboard = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    UIView *active = [UIResponder fs_activeResponder];
    CGRect inWindow = [active convertRect:active.bounds toView:nil];
    CGFloat covered = CGRectGetMaxY(inWindow) + 8 - CGRectGetMinY(keyboard);
    if (covered > 0) {
        self.view.frame = CGRectOffset(self.view.bounds, 0, -covered);
    }
}

- (void)keyboardWillHide:(NSNotification *)note {
    self.view.frame = self.view.bounds;
}

@end
