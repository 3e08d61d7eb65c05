// The keyboard layout guide in Objective-C (the shape of an iOS 15 form screen that leaves the
// keyboard to UIKit, in this project's words): the scroll view's bottom pinned to the guide's
// top once, in viewDidLoad, through `activateConstraints:`. No observer, no notification.
#import <UIKit/UIKit.h>

@interface ShippingFormViewController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
@end

@implementation ShippingFormViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.keyboardLayoutGuide.followsUndockedKeyboard = NO;
    [NSLayoutConstraint activateConstraints:@[
        [self.scrollView.bottomAnchor constraintEqualToAnchor:self.view.keyboardLayoutGuide.topAnchor],
    ]];
}

@end
