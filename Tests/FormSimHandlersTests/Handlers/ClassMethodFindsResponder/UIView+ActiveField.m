// The app's category that finds the first responder below a view, by walking its subviews.
#import <UIKit/UIKit.h>

@implementation UIView (ActiveField)

- (UIView *)activeFieldBelow {
    if (self.isFirstResponder) {
        return self;
    }
    for (UIView *child in self.subviews) {
        UIView *found = [child activeFieldBelow];
        if (found != nil) {
            return found;
        }
    }
    return nil;
}

@end
