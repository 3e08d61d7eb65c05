// The screen, in another file: it makes the helper, hands it the scroll view and starts it.
#import <UIKit/UIKit.h>
#import "BottomInsetKeeper.h"

@interface PaymentViewController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
@property (nonatomic, strong) BottomInsetKeeper *keeper;
@end

@implementation PaymentViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.keeper = [BottomInsetKeeper new];
    self.keeper.scrollView = self.scrollView;
    self.keeper.extra = 5;
    [self.keeper start];
}

@end
