// A scroll view class that watches the keyboard itself, in the shape of the keyboard-inset
// scroll views of small Objective-C libraries (caohuuloc/KeyboardInsetScrollView is one).
#import <UIKit/UIKit.h>

@interface LiftingScrollView : UIScrollView
@end
