// A sign-up form that pads its inset by a square root and lays a spinner's dots on a circle
// with the C library's trigonometry, which the SDK's UIKit header brings in.
#import <UIKit/UIKit.h>

@interface SignUpCircleController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *signUpScroll;
@end

@implementation SignUpCircleController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
}

- (CGPoint)dotPositionAtAngle:(float)degrees radius:(float)radius {
    float radians = degrees * M_PI / 180;
    return CGPointMake(self.view.center.x + radius * cosf(radians), self.view.center.y + radius * sinf(radians));
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGRect keyboard = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    CGFloat padding = sqrtf(64);
    self.signUpScroll.contentInset = UIEdgeInsetsMake(0, 0, keyboard.size.height + padding, 0);
}

@end
