// The shape of Objective-C keyboard managers made once (a sign-up sample's KeyboardManager.m
// by Brian Sinnicke): the instance lives in a method's static variable set inside
// dispatch_once, registers for did-show and will-hide as it is made, and looks for the field
// being edited among the scroll view's own subviews, where a form in a content view has none,
// so the frame it converts is a message to nil: CGRectZero, from the window.
#import "KeyboardShifter.h"

@implementation KeyboardShifter

+ (instancetype)sharedShifter
{
    static KeyboardShifter *sharedInstance = nil;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        sharedInstance = [[KeyboardShifter alloc] init];
        [[NSNotificationCenter defaultCenter] addObserver:sharedInstance selector:@selector(keyboardDidShow:) name:UIKeyboardDidShowNotification object:nil];
        [[NSNotificationCenter defaultCenter] addObserver:sharedInstance selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
    });
    return sharedInstance;
}

- (UIView *)editingSubview
{
    for (UIView *view in self.scrollView.subviews) {
        if ([view isFirstResponder]) {
            return view;
        }
    }
    return nil;
}

- (void)keyboardDidShow:(NSNotification *)note
{
    CGFloat height = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue].size.height;
    CGRect editing = [self.scrollView convertRect:[self editingSubview].frame fromView:[self editingSubview].superview];
    self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, height, 0);
    if (CGRectGetMaxY(editing) > self.scrollView.bounds.size.height - height) {
        [self.scrollView setContentOffset:CGPointMake(0, CGRectGetMaxY(editing) - height) animated:NO];
    }
}

- (void)keyboardWillHide:(NSNotification *)note
{
    self.scrollView.contentInset = UIEdgeInsetsZero;
}

@end
