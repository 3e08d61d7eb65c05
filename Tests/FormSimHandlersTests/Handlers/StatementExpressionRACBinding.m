// swift-format-ignore-file
// GNU C's statement expressions and ReactiveObjC's RAC() bindings, in the shape of Objective-C
// screens of the RAC years: views built inside `({ … })`, a button bound to a property's values,
// and a keyboard gap computed the same way.
#import "ShippingAddressViewController.h"
#import <ReactiveObjC/ReactiveObjC.h>

@interface ShippingAddressViewController ()
@property (nonatomic, weak) IBOutlet UIScrollView *addressScroll;
@property (nonatomic, weak) IBOutlet UIButton *saveButton;
@property (nonatomic, strong) UILabel *hintLabel;
@property (nonatomic, assign) BOOL canSave;
@property (nonatomic, assign) CGFloat keyboardGap;
@end

@implementation ShippingAddressViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    _hintLabel = ({
        UILabel *label = [[UILabel alloc] init];
        label.text = @"Where should we deliver?";
        label;
    });
    self.keyboardGap = ({ CGFloat unit = 8; unit * 2; });
    RAC(self.saveButton, enabled) = RACObserve(self, canSave);
    [[NSNotificationCenter defaultCenter] addObserverForName:UIKeyboardWillShowNotification object:nil queue:[NSOperationQueue mainQueue] usingBlock:^(NSNotification *note) {
        CGRect end = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
        self.addressScroll.contentInset = UIEdgeInsetsMake(0, 0, end.size.height + self.keyboardGap, 0);
    }];
}

@end
