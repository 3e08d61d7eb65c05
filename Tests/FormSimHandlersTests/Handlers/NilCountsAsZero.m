// A profile form shown without a navigation controller: its counts of the stack's screens come
// from nil, which Objective-C answers with zero, in a comparison and in a sum alike.
#import <UIKit/UIKit.h>

@interface ProfileFormController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *profileScroll;
@end

@implementation ProfileFormController {
    BOOL _isRootOfStack;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    _isRootOfStack = self.navigationController.viewControllers.count <= 1;
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGRect keyboard = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    CGFloat extra = _isRootOfStack ? 12 : 0;
    extra += self.navigationController.viewControllers.count * 20;
    self.profileScroll.contentInset = UIEdgeInsetsMake(0, 0, keyboard.size.height + extra, 0);
}

@end
