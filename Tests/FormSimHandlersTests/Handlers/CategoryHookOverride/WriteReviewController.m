// A review screen that fills the category's hook: the runtime sends the message to its own
// method, not the category's empty one, whichever file the build read first.
#import <UIKit/UIKit.h>
#import "UIViewController+KeyboardHooks.h"

@interface WriteReviewController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *reviewScroll;
@end

@implementation WriteReviewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self kh_startObservingKeyboard];
}

- (void)kh_keyboardWillMoveToHeight:(CGFloat)height duration:(NSTimeInterval)duration {
    self.reviewScroll.contentInset = UIEdgeInsetsMake(0, 0, height > 0 ? height + 4 : 0, 0);
}

@end
