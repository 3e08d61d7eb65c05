// A keyboard category of the kind libraries ship: it observes the keyboard for any view
// controller and calls hooks of a protocol it adopts, which screens implement.
#import <UIKit/UIKit.h>

@protocol KHKeyboardHooks <NSObject>
@optional
- (void)kh_keyboardWillMoveToHeight:(CGFloat)height duration:(NSTimeInterval)duration;
@end

@interface UIViewController (KeyboardHooks) <KHKeyboardHooks>
- (void)kh_startObservingKeyboard;
@end
