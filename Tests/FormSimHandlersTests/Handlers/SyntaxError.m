#import <UIKit/UIKit.h>

@implementation BrokenViewController
- (void)keyboardWillShow:(NSNotification *)note {
    CGFloat h = 3 +;
}
@end
