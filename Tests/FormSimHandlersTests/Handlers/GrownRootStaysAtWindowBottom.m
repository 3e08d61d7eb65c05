// A sign-up screen with the much-copied snippet that moves the view up by a fixed offset and
// makes it as much taller when the last field begins editing: the view's bottom stays at the
// window's, and the grown part is above the window.
#import <UIKit/UIKit.h>

#define kViewShift 80

@interface JoinFormController : UIViewController <UITextFieldDelegate>
@property (nonatomic, weak) IBOutlet UITextField *inviteCodeField;
@end

@implementation JoinFormController

- (void)textFieldDidBeginEditing:(UITextField *)textField {
    if (textField == self.inviteCodeField) {
        CGRect frame = self.view.frame;
        frame.origin.y -= kViewShift;
        frame.size.height += kViewShift;
        self.view.frame = frame;
    }
}

@end
