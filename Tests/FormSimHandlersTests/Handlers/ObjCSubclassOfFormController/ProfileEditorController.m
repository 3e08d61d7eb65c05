// The subclass turns the base's keyboard handling on in its own initialiser, adds to the
// resting room after the base's viewDidLoad, and overrides will-appear to add two more points
// after the base's inset.
#import "ProfileEditorController.h"

@implementation ProfileEditorController

- (instancetype)initWithTitle:(NSString *)title {
    self = [super initWithNibName:nil bundle:nil];
    if (self) {
        self.followsKeyboard = YES;
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.restingBottom += 3;
}

- (void)keyboardWillAppear:(NSNotification *)notification {
    [super keyboardWillAppear:notification];
    UIEdgeInsets insets = self.scrollView.contentInset;
    insets.bottom += 2;
    self.scrollView.contentInset = insets;
}

@end
