//  Loops in a keyboard handler: a padding worked out by C's `for`, `for … in`, `while` and
//  `do … while`, with `break` and `continue`, added to the keyboard's height.

#import <UIKit/UIKit.h>

@interface LoopFormController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *formScroller;
@end

@implementation LoopFormController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(keyboardWillShow:)
                                                 name:UIKeyboardWillShowNotification
                                               object:nil];
}

- (void)keyboardWillShow:(NSNotification *)note {
    CGRect end = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    CGFloat pad = 0;
    for (int row = 0; row < 6; row++) {
        if (row == 2) {
            continue;
        }
        if (row == 4) {
            break;
        }
        pad += 1;
    }
    for (NSNumber *gap in @[@2, @4]) {
        pad += gap.doubleValue;
    }
    NSInteger halvings = 0;
    CGFloat remaining = 64;
    while (remaining > 8) {
        remaining /= 2;
        halvings++;
    }
    pad += halvings;
    do {
        pad += 1;
    } while (pad < 10);
    self.formScroller.contentInset = UIEdgeInsetsMake(0, 0, end.size.height + pad, 0);
}

@end
