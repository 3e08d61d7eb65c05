// A sport-profile form in the shape of team apps' Objective-C screens, without its header: its
// text fields are named after what they hold (`txtHeight`, `txtWeight`), so their names carry
// figure words, and will-show scrolls the form by the keyboard's height less 100.
#import <UIKit/UIKit.h>
#import "SportProfileViewController.h"

@implementation SportProfileViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    _txtHeight.text = @"6'1";
    _txtWeight.placeholder = @"lbs";
    _lblHeightUnit.text = @"ft";
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)note {
    CGRect frame = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    [_formScrollView setContentOffset:CGPointMake(0, frame.size.height - 100) animated:YES];
}

- (void)keyboardWillHide:(NSNotification *)note {
    [_formScrollView setContentOffset:CGPointZero animated:YES];
}

@end
