// A receipt screen that makes its first row, a view of the app's own class declared in a
// header not given, in a local named like the screen's view, and places it.
#import <UIKit/UIKit.h>
#import "ReceiptRowView.h"

@interface ReceiptHeaderController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *receiptScroll;
@end

@implementation ReceiptHeaderController

- (void)viewDidLoad {
    [super viewDidLoad];
    ReceiptRowView *view = [[ReceiptRowView alloc] init];
    view.center = CGPointMake(160, 20 + view.bounds.size.height / 2);
    [self.receiptScroll addSubview:view];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGRect keyboard = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.receiptScroll.contentInset = UIEdgeInsetsMake(0, 0, keyboard.size.height, 0);
}

@end
