// A keyboard helper in Objective-C that a screen makes with its scroll view and keeps (the
// pattern of pEpForiOS' KeyboardObserver.m and MeteoSchweiz' UBKeyboardObserver.m, in this
// project's words): no view controller, an initialiser of its own that registers the helper
// for the keyboard's notifications, and the classic `_scroll = scroll;`, whose instance
// variable shares its name with the parameter.
#import <UIKit/UIKit.h>

@interface PaddingHelper : NSObject
@property (nonatomic, weak) UIScrollView *scroll;
@property (nonatomic) CGFloat extra;
@end

@implementation PaddingHelper

- (instancetype)initWithScrollView:(UIScrollView *)scroll extra:(CGFloat)extra {
    self = [super init];
    if (self) {
        _scroll = scroll;
        _extra = 8;
        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
    }
    return self;
}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self];
}

- (void)keyboardWillShow:(NSNotification *)note {
    CGRect end = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    UIEdgeInsets insets = self.scroll.contentInset;
    insets.bottom = end.size.height + _extra;
    self.scroll.contentInset = insets;
    self.scroll.scrollIndicatorInsets = insets;
}

- (void)keyboardWillHide:(NSNotification *)note {
    self.scroll.contentInset = UIEdgeInsetsZero;
    self.scroll.scrollIndicatorInsets = UIEdgeInsetsZero;
}

@end
