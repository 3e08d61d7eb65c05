#import "ViewMover.h"

#define kMoveDistance 90

@implementation ViewMover

+ (void)moveView:(UIView *)view up:(BOOL)up {
    [UIView beginAnimations:nil context:NULL];
    [UIView setAnimationDuration:0.3];
    CGRect frame = view.frame;
    if (up) {
        frame.origin.y -= kMoveDistance;
        frame.size.height += kMoveDistance;
    } else {
        frame.origin.y += kMoveDistance;
        frame.size.height -= kMoveDistance;
    }
    view.frame = frame;
    [UIView commitAnimations];
}

@end
