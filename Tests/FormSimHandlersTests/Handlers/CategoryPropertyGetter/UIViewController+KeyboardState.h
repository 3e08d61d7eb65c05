// A keyboard category of the kind utility libraries ship (lhx546920268/IOSLibrary's
// UIViewController+Keyboard is one): it keeps the keyboard's frame for any view controller as an
// associated object behind a read-only property, which screens read after calling its handlers.
#import <UIKit/UIKit.h>

@interface UIViewController (KeyboardState)
@property (nonatomic, readonly) CGRect ks_keyboardFrame;
- (void)ks_observeKeyboard;
- (void)ks_keyboardWillShow:(NSNotification *)note;
- (void)ks_keyboardWillHide:(NSNotification *)note;
@end
