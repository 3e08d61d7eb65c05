// Follows the shape of lionhylra/HYLKeyboardAvoiding's UIViewController+KeyboardAvoiding.m: a
// category on UIViewController cannot add an instance variable, so its property is `@dynamic`
// and its getter and setter keep the value as an associated object under the address of a
// static variable, boxed in an NSNumber. The setup method stores the property with dot syntax
// and registers the observers (here directly, where the library hooks viewWillAppear); will-show
// lifts the root view so that the keyboard's top meets the height the property holds, never
// lower than where the view rests.
#import <UIKit/UIKit.h>
#import <objc/runtime.h>

@interface UIViewController (LiftAboveKeyboard)
@property (nonatomic, assign) CGFloat liftTop;
- (void)installLiftWithTop:(CGFloat)top;
@end

static char liftTopKey;
static const NSTimeInterval kLiftDuration = 0.25;

@implementation UIViewController (LiftAboveKeyboard)
@dynamic liftTop;

- (void)installLiftWithTop:(CGFloat)top {
    self.liftTop = top;
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(lift_keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(lift_keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (CGFloat)liftTop {
    return [objc_getAssociatedObject(self, &liftTopKey) doubleValue];
}

- (void)setLiftTop:(CGFloat)liftTop {
    objc_setAssociatedObject(self, &liftTopKey, [NSNumber numberWithDouble:liftTop], OBJC_ASSOCIATION_RETAIN_NONATOMIC);
}

- (void)lift_keyboardWillShow:(NSNotification *)notification {
    CGSize keyboardSize = [notification.userInfo[UIKeyboardFrameBeginUserInfoKey] CGRectValue].size;
    [UIView animateWithDuration:kLiftDuration animations:^{
        CGRect frame = self.view.frame;
        frame.origin.y = -(self.liftTop - (frame.size.height - keyboardSize.height));
        if (frame.origin.y > 0) {
            frame.origin.y = 0;
        }
        self.view.frame = frame;
    }];
}

- (void)lift_keyboardWillHide:(NSNotification *)notification {
    [UIView animateWithDuration:kLiftDuration animations:^{
        CGRect frame = self.view.frame;
        frame.origin.y = 0;
        self.view.frame = frame;
    }];
}

@end

@interface ProfileFormViewController : UIViewController
@end

@implementation ProfileFormViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self installLiftWithTop:300];
}

@end
