// A controller class of the app's that the shipping screen never shows: only its class method
// is used, sent to the class by name, to slide a view up for the keyboard and back.
#import <UIKit/UIKit.h>

@interface ViewMover : UIViewController
+ (void)moveView:(UIView *)view up:(BOOL)up;
@end
