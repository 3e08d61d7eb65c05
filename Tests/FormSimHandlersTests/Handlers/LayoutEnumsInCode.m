// Constraints made in code, first with Auto Layout's constants, then with variables of their
// enum types, as a helper that builds them does: the keyboard's part sets the inset, with
// NSLayoutAttributeBottom (4) added to show the constant's value.
#import <UIKit/UIKit.h>

@interface BadgeFormController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
@property (nonatomic, weak) IBOutlet UILabel *badge;
@end

@implementation BadgeFormController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.view addConstraint:[NSLayoutConstraint constraintWithItem:self.badge attribute:NSLayoutAttributeTop relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeTop multiplier:1 constant:8]];
    [self pinBadge:NSLayoutAttributeLeading relation:NSLayoutRelationGreaterThanOrEqual];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardShows:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardHides:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)pinBadge:(NSLayoutAttribute)attribute relation:(NSLayoutRelation)relation {
    [self.view addConstraint:[NSLayoutConstraint constraintWithItem:self.badge attribute:attribute relatedBy:relation toItem:self.view attribute:attribute multiplier:1 constant:16]];
}

- (void)keyboardShows:(NSNotification *)note {
    CGRect end = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, end.size.height + NSLayoutAttributeBottom, 0);
}

- (void)keyboardHides:(NSNotification *)note {
    self.scrollView.contentInset = UIEdgeInsetsZero;
}

@end
