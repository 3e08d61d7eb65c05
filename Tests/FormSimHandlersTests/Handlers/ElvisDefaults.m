// GNU C's `a ?: b`, as Objective-C code uses it for defaults: a margin property never set
// (0) falls back to 10, and a number never made (nil) to 3.
#import <UIKit/UIKit.h>

@interface ShippingFormController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
@property (nonatomic) CGFloat extraMargin;
@property (nonatomic, strong) NSNumber *padding;
@end

@implementation ShippingFormController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardShows:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardHides:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardShows:(NSNotification *)note {
    CGRect end = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    CGFloat margin = self.extraMargin ?: 10;
    NSNumber *pad = self.padding ?: @3;
    self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, end.size.height + margin + pad.doubleValue, 0);
}

- (void)keyboardHides:(NSNotification *)note {
    self.scrollView.contentInset = UIEdgeInsetsZero;
}

@end
