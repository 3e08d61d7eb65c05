// The shape of screens of 2014 that keep an old line commented out (supertalent1982/lyphy's
// settings screen, among many): a bottom constraint the storyboard connects, once found in
// code by a line now behind `//`, lowered by the keyboard's height.
#import "ProfileFormViewController.h"

@implementation ProfileFormViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    // self.formBottomSpace = [self.view.constraints lastObject];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardUp:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardDown:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardUp:(NSNotification *)notification {
    CGRect keyboard = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.formBottomSpace.constant = keyboard.size.height;
    [self.view layoutIfNeeded];
}

- (void)keyboardDown:(NSNotification *)notification {
    self.formBottomSpace.constant = 0;
    [self.view layoutIfNeeded];
}

@end
