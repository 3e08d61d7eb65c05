// A screen that hands its scroll view to the shared shifter through the property's setter.
#import <UIKit/UIKit.h>
#import "BannerCenter.h"
#import "KeyboardShifter.h"

@interface RegisterViewController : UIViewController
@property (weak, nonatomic) IBOutlet UIScrollView *formScroll;
@end

@implementation RegisterViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    [[BannerCenter sharedInstance] showMessage:@"Welcome"];
    [[KeyboardShifter sharedShifter] setScrollView:self.formScroll];
}

@end
