#import "LiftingScrollView.h"

@implementation LiftingScrollView

- (instancetype)initWithFrame:(CGRect)frame
{
    self = [super initWithFrame:frame];
    if (self) {
        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardDidAppear:) name:UIKeyboardDidShowNotification object:nil];
        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillDisappear:) name:UIKeyboardWillHideNotification object:nil];
    }
    return self;
}

- (void)keyboardDidAppear:(NSNotification *)notification
{
    CGSize size = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue].size;
    self.contentInset = UIEdgeInsetsMake(0, 0, size.height + 12, 0);
}

- (void)keyboardWillDisappear:(NSNotification *)notification
{
    self.contentInset = UIEdgeInsetsZero;
}

@end
