// A compose screen that sizes its scroll view's content to the union of its subviews' frames,
// as screens laid out in code did before Auto Layout: a loop over the subviews, the views the
// layout gives.
#import <UIKit/UIKit.h>

@interface ComposeFormController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *composeScroll;
@end

@implementation ComposeFormController

- (void)viewDidLoad {
    [super viewDidLoad];
    CGRect contentRect = CGRectZero;
    for (UIView *view in self.composeScroll.subviews) {
        contentRect = CGRectUnion(contentRect, view.frame);
    }
    self.composeScroll.contentSize = contentRect.size;
}

@end
