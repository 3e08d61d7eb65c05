// dispatch_once runs its block once per token, however often the code reaches it; CGRectInset
// grows a rectangle by negative insets.
#import <UIKit/UIKit.h>

@interface ChatViewController : UIViewController
@property (weak, nonatomic) IBOutlet UIScrollView *scrollView;
@end

@implementation ChatViewController {
    CGFloat _extra;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)notification {
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        _extra += 10;
    });
    CGRect frame = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    CGRect padded = CGRectInset(frame, 0, -5);
    self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, CGRectGetHeight(padded) + _extra, 0);
}

@end
