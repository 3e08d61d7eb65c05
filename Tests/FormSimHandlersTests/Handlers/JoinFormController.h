// The header beside JoinFormController.m: the class inherits from the app's own base
// controller, whose header is not here, and imports another of the app's headers.
#import <UIKit/UIKit.h>
#import "AppBaseController.h"
#import "AppRouter.h"

@interface JoinFormController : AppBaseController <UITextFieldDelegate>
@property (nonatomic, weak) IBOutlet NSLayoutConstraint *formBottom;
@end
