// A booking screen that insets its table by the part of the keyboard over it, and pads the
// inset by what CoreGraphics' tests of rectangles say: a new keyboard frame, a keyboard clear
// of the header, an empty spacer.
#import <UIKit/UIKit.h>

@interface BookingSlotsController : UIViewController
@property (nonatomic, weak) IBOutlet UITableView *slotsTable;
@end

@implementation BookingSlotsController {
    CGRect _lastKeyboard;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    _lastKeyboard = CGRectZero;
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGRect keyboard = [[notification.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue];
    CGFloat padding = 0;
    if (!CGRectEqualToRect(keyboard, _lastKeyboard)) {
        padding += 2;
    }
    _lastKeyboard = keyboard;
    CGRect local = [self.slotsTable convertRect:keyboard fromView:nil];
    CGRect header = CGRectMake(0, 0, 320, 44);
    if (CGRectIsNull(CGRectIntersection(local, header))) {
        padding += 4;
    }
    if (CGRectIsEmpty(CGRectMake(0, 0, 320, 0))) {
        padding += 8;
    }
    CGRect overlap = CGRectIntersection(local, self.slotsTable.bounds);
    self.slotsTable.contentInset = UIEdgeInsetsMake(0, 0, CGRectGetHeight(overlap) + padding, 0);
}

- (void)keyboardWillHide:(NSNotification *)notification {
    _lastKeyboard = CGRectZero;
    self.slotsTable.contentInset = UIEdgeInsetsZero;
}

@end
