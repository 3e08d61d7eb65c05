// The shape of Objective-C screens whose geometry macros live in a prefix header
// (ACode-Farmer/YuDao's CreateGroupController.m reads `screen_height` from PrefixHeader.pch),
// given here without it: `screen_height` and `screen_width` are declared from the file's use,
// and their values are unknown, not an instance variable's zero.
#import <UIKit/UIKit.h>
#import "GroupDefines.h"

@implementation NewGroupViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)note
{
    CGRect keyboard = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    CGFloat overlap = CGRectGetMaxY(groupNameField.frame) - (screen_height - keyboard.size.height);
    if (overlap > 0) {
        [UIView animateWithDuration:0.25 animations:^{
            self.view.frame = CGRectMake(0, -overlap, screen_width, screen_height);
        }];
    }
}

- (void)keyboardWillHide:(NSNotification *)note
{
    [UIView animateWithDuration:0.25 animations:^{
        self.view.frame = CGRectMake(0, 0, screen_width, screen_height);
    }];
}

@end
