// A payment screen that moves its view through a helper's class method, sent to the helper's
// class by name: will-show shifts the view up by half the keyboard, will-hide puts it back.
#import <UIKit/UIKit.h>

@interface KeyboardShifter : NSObject
+ (void)shiftView:(UIView *)view by:(CGFloat)distance;
@end

@implementation KeyboardShifter

+ (void)shiftView:(UIView *)view by:(CGFloat)distance {
    [UIView animateWithDuration:0.25 animations:^{
        CGRect frame = view.frame;
        frame.origin.y = -distance;
        view.frame = frame;
    }];
}

@end

@interface PaymentFormController : UIViewController
@end

@implementation PaymentFormController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)note {
    CGRect end = [[note.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue];
    [KeyboardShifter shiftView:self.view by:end.size.height / 2];
}

- (void)keyboardWillHide:(NSNotification *)note {
    [KeyboardShifter shiftView:self.view by:0];
}

@end
