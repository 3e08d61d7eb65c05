// A screen that lays out its footer in code and pins its scroll view to the keyboard layout
// guide in the same `activateConstraints:` array (the shape of iOS 15 Objective-C screens with
// programmatic Auto Layout, in this project's words). The footer's anchors are the app's layout,
// opaque; a guess that took `heightAnchor` for a number, or a selector of an anchor the header
// lacked, left the whole array out, and the guide with it.
#import <UIKit/UIKit.h>

@interface CommentsViewController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
@property (nonatomic, strong) UIView *footer;
@end

@implementation CommentsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.footer = [[UIView alloc] init];
    [NSLayoutConstraint activateConstraints:@[
        [self.footer.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor],
        [self.footer.heightAnchor constraintEqualToConstant:44],
        [self.footer.topAnchor constraintGreaterThanOrEqualToAnchor:self.scrollView.bottomAnchor constant:4],
        [self.scrollView.bottomAnchor constraintEqualToAnchor:self.view.keyboardLayoutGuide.topAnchor constant:-12],
    ]];
}

@end
