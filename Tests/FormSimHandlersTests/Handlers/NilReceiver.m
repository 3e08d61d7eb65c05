//
//  PaymentViewController.m
//  The delegate methods were left out: the field it scrolls to is never set.
//

#import <UIKit/UIKit.h>

@interface PaymentViewController : UIViewController {
    IBOutlet UIScrollView *cardScrollView;
    UITextField *currentField;
}
@end

@implementation PaymentViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardShown:) name:UIKeyboardDidShowNotification object:nil];
}

- (void)keyboardShown:(NSNotification *)note {
    CGFloat keyboardHeight = [[note.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue].size.height;
    cardScrollView.contentInset = UIEdgeInsetsMake(0, 0, keyboardHeight, 0);
    // currentField is nil: its frame is all zeros, so this never scrolls.
    CGFloat fieldBottom = currentField.frame.origin.y + currentField.frame.size.height;
    if (fieldBottom > self.view.frame.size.height - keyboardHeight) {
        [cardScrollView setContentOffset:CGPointMake(0, fieldBottom - keyboardHeight) animated:YES];
    }
}

@end
