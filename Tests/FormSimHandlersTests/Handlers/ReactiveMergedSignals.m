// swift-format-ignore-file
// ReactiveCocoa's merged keyboard signals: a getter maps will-show to the keyboard's height and
// will-hide to zero, and merges the two with -merge:; the screen insets its form by the height
// plus a margin, and its indicators by the height through +[RACSignal merge:] of the same two.
#import <UIKit/UIKit.h>
#import <ReactiveCocoa/ReactiveCocoa.h>

@interface ShippingFormViewController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *formScroll;
@end

@implementation ShippingFormViewController

- (RACSignal *)keyboardRises {
    return [[[NSNotificationCenter defaultCenter] rac_addObserverForName:UIKeyboardWillShowNotification object:nil]
        map:^id(NSNotification *note) {
            return @([note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue].size.height);
        }];
}

- (RACSignal *)keyboardFalls {
    return [[[NSNotificationCenter defaultCenter] rac_addObserverForName:UIKeyboardWillHideNotification object:nil]
        map:^id(id x) {
            return @0;
        }];
}

- (void)viewDidLoad {
    [super viewDidLoad];
    @weakify(self);
    [[[self keyboardRises] merge:[self keyboardFalls]] subscribeNext:^(NSNumber *height) {
        @strongify(self);
        CGFloat bottom = height.doubleValue > 0 ? height.doubleValue + 6 : 0;
        self.formScroll.contentInset = UIEdgeInsetsMake(0, 0, bottom, 0);
    }];
    [[RACSignal merge:@[[self keyboardRises], [self keyboardFalls]]] subscribeNext:^(NSNumber *height) {
        @strongify(self);
        self.formScroll.scrollIndicatorInsets = UIEdgeInsetsMake(0, 0, height.doubleValue, 0);
    }];
}

@end
