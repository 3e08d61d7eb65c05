// Follows the shape of RestKit's RKKeyboardScroller.m (RestKit/RestKit) with the initialiser of
// devinross/tapkulibrary's TKKeyboardTableViewController.m: a keyboard helper whose plain `init`
// refuses to make it (the designated initialiser is another), made by the screen with
// `initWithViewController:scrollView:`, which bails out with `if (!(self = [super init])) return
// nil;` and registers the observers. Will-show insets the scroll view by the keyboard's overlap
// with the controller's view, less its bottom layout guide (the home indicator's strip, which
// the scroll view adds to its insets by itself).
#import <UIKit/UIKit.h>

@interface FormKeyboardScroller : NSObject
@property (nonatomic, weak) UIViewController *viewController;
@property (nonatomic, weak) UIScrollView *scrollView;
- (id)initWithViewController:(UIViewController *)viewController scrollView:(UIScrollView *)scrollView;
@end

@implementation FormKeyboardScroller

- (id)init {
    NSLog(@"FormKeyboardScroller: use initWithViewController:scrollView:");
    [self doesNotRecognizeSelector:_cmd];
    return nil;
}

- (id)initWithViewController:(UIViewController *)viewController scrollView:(UIScrollView *)scrollView {
    if (!(self = [super init])) return nil;
    self.viewController = viewController;
    self.scrollView = scrollView;
    NSNotificationCenter *center = [NSNotificationCenter defaultCenter];
    [center addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [center addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
    return self;
}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self];
}

- (void)keyboardWillShow:(NSNotification *)notification {
    UIView *view = self.viewController.view;
    CGRect frame = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    CGRect inView = [view convertRect:frame fromView:nil];
    CGFloat covered = CGRectGetHeight(view.bounds) - inView.origin.y - self.viewController.bottomLayoutGuide.length;
    UIEdgeInsets insets = self.scrollView.contentInset;
    insets.bottom = covered;
    self.scrollView.contentInset = insets;
    self.scrollView.scrollIndicatorInsets = insets;
}

- (void)keyboardWillHide:(NSNotification *)notification {
    self.scrollView.contentInset = UIEdgeInsetsZero;
    self.scrollView.scrollIndicatorInsets = UIEdgeInsetsZero;
}

@end
