// Follows the shape of b9AobJ/myCodeSnippets, keyboardshowandhidemethod.m: the handler reads the
// boxed end frame and the duration through getValue:, then sets a view's frame with CGRectMake so
// that its bottom meets the keyboard's top, inside an animation with a completion block; here the
// view is the root view.
#import <UIKit/UIKit.h>

@interface MemoViewController : UIViewController
@end

@implementation MemoViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

#pragma mark - Responding to keyboard events

- (void)keyboardWillShow:(NSNotification *)notification {
    NSDictionary *userInfo = [notification userInfo];
    NSValue *frameValue = [userInfo objectForKey:UIKeyboardFrameEndUserInfoKey];
    CGRect keyboardRect = [frameValue CGRectValue];
    NSValue *durationValue = [userInfo objectForKey:UIKeyboardAnimationDurationUserInfoKey];
    NSTimeInterval animationDuration;
    [durationValue getValue:&animationDuration];
    CGRect frame = self.view.frame;
    [UIView animateWithDuration:animationDuration animations:^{
        self.view.frame = CGRectMake(frame.origin.x, keyboardRect.origin.y - frame.size.height, frame.size.width, frame.size.height);
    } completion:^(BOOL finished) {
        NSLog(@"moved: %d", finished);
    }];
}

- (void)keyboardWillHide:(NSNotification *)notification {
    CGRect frame = self.view.frame;
    [UIView animateWithDuration:0.25 animations:^{
        self.view.frame = CGRectMake(frame.origin.x, 0, frame.size.width, frame.size.height);
    }];
}

@end
