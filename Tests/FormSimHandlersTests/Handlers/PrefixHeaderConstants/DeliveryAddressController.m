// A delivery-address screen of an app whose constants come from its prefix header: no
// #import names them here.
#import "DeliveryAddressController.h"

@implementation DeliveryAddressController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.radius = kOrderDeliveryRadius;
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)note {
    CGRect frame = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.addressScroll.contentInset = UIEdgeInsetsMake(0, 0, frame.size.height + ORDER_KEYBOARD_MARGIN, 0);
}

- (void)keyboardWillHide:(NSNotification *)note {
    self.addressScroll.contentInset = UIEdgeInsetsZero;
}

@end
