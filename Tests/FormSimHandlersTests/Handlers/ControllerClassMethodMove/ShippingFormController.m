// A shipping form that moves its view with another controller class's class method when the
// last field starts editing, and moves it back when it ends.
#import <UIKit/UIKit.h>
#import "ViewMover.h"

@interface ShippingFormController : UIViewController <UITextFieldDelegate>
@property (weak, nonatomic) IBOutlet UITextField *postcodeField;
@end

@implementation ShippingFormController

- (void)textFieldDidBeginEditing:(UITextField *)textField {
    if (textField == self.postcodeField) {
        [ViewMover moveView:self.view up:YES];
    }
}

- (void)textFieldDidEndEditing:(UITextField *)textField {
    if (textField == self.postcodeField) {
        [ViewMover moveView:self.view up:NO];
    }
}

@end
