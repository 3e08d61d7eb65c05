// A keyboard category shipped as a CocoaPod, its header copied beside the screen.
#import <UIKit/UIKit.h>

@interface UIViewController (FormInsets)
- (void)fi_startInsettingScrollView:(UIScrollView *)scrollView;
@end
