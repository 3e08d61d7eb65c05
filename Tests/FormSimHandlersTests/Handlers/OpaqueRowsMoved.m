// A receipt screen whose rows are views of the app's own class, declared in a header not
// given: it shifts the rows below one that grows, and insets its scroll view for the keyboard.
#import <UIKit/UIKit.h>
#import "ReceiptRowView.h"

@interface ReceiptController () <ReceiptRowViewDelegate>
@property (nonatomic, weak) IBOutlet UIScrollView *receiptScroll;
@end

@implementation ReceiptController {
    NSMutableArray *_rows;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    _rows = [NSMutableArray array];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
}

- (void)receiptRow:(ReceiptRowView *)row grewFrom:(CGFloat)before to:(CGFloat)after {
    NSInteger index = [_rows indexOfObject:row];
    [UIView animateWithDuration:0.25 animations:^{
        for (NSInteger i = index + 1; i < _rows.count; i++) {
            ReceiptRowView *next = _rows[i];
            next.center = CGPointMake(next.center.x, next.center.y + (after - before));
        }
    }];
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGRect keyboard = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.receiptScroll.contentInset = UIEdgeInsetsMake(0, 0, keyboard.size.height, 0);
}

@end
