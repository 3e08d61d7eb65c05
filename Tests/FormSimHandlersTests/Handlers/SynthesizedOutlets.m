//  A profile form whose controller's header is not beside it: the outlets the header declared
//  reach the file only through `@synthesize`, as in Objective-C apps of the iOS 4 to 6 years.

#import <UIKit/UIKit.h>
#import "ProfileFormController.h"

@implementation ProfileFormController

@synthesize formScroller, nicknameInput;
@synthesize editedInput = _editedInput;

- (void)viewDidLoad {
    [super viewDidLoad];
    NSNotificationCenter *center = [NSNotificationCenter defaultCenter];
    [center addObserver:self
               selector:@selector(keyboardWillShow:)
                   name:UIKeyboardWillShowNotification
                 object:nil];
    [center addObserver:self
               selector:@selector(keyboardWillHide:)
                   name:UIKeyboardWillHideNotification
                 object:nil];
}

- (void)textFieldDidBeginEditing:(UITextField *)textField {
    self.editedInput = textField;
}

- (void)keyboardWillShow:(NSNotification *)note {
    CGSize size = [[[note userInfo] objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue].size;
    formScroller.contentInset = UIEdgeInsetsMake(0.0, 0.0, size.height, 0.0);
    formScroller.scrollIndicatorInsets = formScroller.contentInset;
}

- (void)keyboardWillHide:(NSNotification *)note {
    formScroller.contentInset = UIEdgeInsetsZero;
    formScroller.scrollIndicatorInsets = UIEdgeInsetsZero;
}

@end
