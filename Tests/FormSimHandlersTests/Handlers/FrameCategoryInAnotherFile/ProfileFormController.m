// A profile form that lifts its root view by a fixed amount through the app's own frame
// category (the `UIView+Frame` categories many Objective-C apps of 2013–2018 carry, with their
// `y`/`setY:` pair), given as a second file whose interface sits in its own `.m`: this file uses
// `self.view.y` with no declaration of it, as a file whose prefix header imports the category
// does.
#import <UIKit/UIKit.h>

@interface ProfileFormController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
@end

@implementation ProfileFormController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.scrollView.bouncesZoom = NO;
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)notification {
    self.view.y = -80;
}

- (void)keyboardWillHide:(NSNotification *)notification {
    self.view.y = 0;
}

@end
