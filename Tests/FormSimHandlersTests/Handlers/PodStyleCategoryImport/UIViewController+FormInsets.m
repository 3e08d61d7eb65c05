// The category's code: block observers that inset the scroll view handed in by the
// keyboard's height and 5 points more, and take the inset away on hide.
#import "UIViewController+FormInsets.h"

@implementation UIViewController (FormInsets)

- (void)fi_startInsettingScrollView:(UIScrollView *)scrollView {
    NSNotificationCenter *center = [NSNotificationCenter defaultCenter];
    [center addObserverForName:UIKeyboardWillShowNotification object:nil queue:[NSOperationQueue mainQueue] usingBlock:^(NSNotification *note) {
        CGRect frame = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
        scrollView.contentInset = UIEdgeInsetsMake(0, 0, frame.size.height + 5, 0);
    }];
    [center addObserverForName:UIKeyboardWillHideNotification object:nil queue:[NSOperationQueue mainQueue] usingBlock:^(NSNotification *note) {
        scrollView.contentInset = UIEdgeInsetsZero;
    }];
}

@end
