// A storyboard's controller that registers for the keyboard in -awakeFromNib, as apps written
// before viewDidLoad was the usual place did: UIKit sends it after -initWithCoder: and before
// the view loads, so the margin it sets is doubled by -viewDidLoad.
#import <UIKit/UIKit.h>

@interface ReceiptFormController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
@property (nonatomic) CGFloat margin;
@end

@implementation ReceiptFormController

- (void)awakeFromNib {
    [super awakeFromNib];
    self.margin = 6;
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardShows:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardHides:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.margin = self.margin * 2;
}

- (void)keyboardShows:(NSNotification *)note {
    CGRect end = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, end.size.height + self.margin, 0);
}

- (void)keyboardHides:(NSNotification *)note {
    self.scrollView.contentInset = UIEdgeInsetsZero;
}

@end
