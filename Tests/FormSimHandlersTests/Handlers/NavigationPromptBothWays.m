// A map screen that shows a hint in its navigation bar while a pin is dragged, setting the
// prompt once as a message and once with a dot, without the header beside it (the pattern of
// ngageoint/mage-ios's GeometryEditViewController.m, in this project's words).
#import "PinEditController.h"

@implementation PinEditController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardShown:)
        name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardHidden:)
        name:UIKeyboardWillHideNotification object:nil];
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self.navigationItem setPrompt:@"Hold the pin to move it."];
}

- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    self.navigationItem.prompt = nil;
}

- (void)keyboardShown:(NSNotification *)note {
    CGRect end = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    CGRect local = [self.view convertRect:end fromView:nil];
    self.pinBottom.constant = CGRectGetHeight(self.view.bounds) - local.origin.y;
}

- (void)keyboardHidden:(NSNotification *)note {
    self.pinBottom.constant = 0;
}

@end
