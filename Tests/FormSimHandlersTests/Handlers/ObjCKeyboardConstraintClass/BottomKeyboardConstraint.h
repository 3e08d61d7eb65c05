// swift-format-ignore-file
#import <UIKit/UIKit.h>

// A constraint that follows the keyboard, set on the scroll view's bottom constraint in the
// storyboard.
@interface BottomKeyboardConstraint : NSLayoutConstraint
@property (nonatomic, assign) IBInspectable CGFloat keyboardGap;
@end
