// A category that lets any scroll view follow the keyboard, in the shape of the scroll view
// categories of older apps: the screen sends it -startFollowingKeyboard, and the handlers
// write the scroll view's own inset through self.
#import <UIKit/UIKit.h>

@interface UIScrollView (FollowsKeyboard)
- (void)startFollowingKeyboard;
@end

@implementation UIScrollView (FollowsKeyboard)

- (void)startFollowingKeyboard {
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardArrives:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardLeaves:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardArrives:(NSNotification *)note {
    CGRect end = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    UIEdgeInsets insets = self.contentInset;
    insets.bottom = end.size.height + 4;
    self.contentInset = insets;
}

- (void)keyboardLeaves:(NSNotification *)note {
    self.contentInset = UIEdgeInsetsZero;
}

@end
