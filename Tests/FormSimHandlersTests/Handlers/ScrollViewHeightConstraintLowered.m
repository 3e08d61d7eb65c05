// The shape of edit screens of 2014 (hoomi/CarValet_iOS's CarEditViewController.m): the scroll
// view's own height constraint, remembered at load in a file-level variable, is lowered by the
// part of the scroll view the keyboard covers, and given back its height on hide.
#import <UIKit/UIKit.h>

@interface VehicleFormViewController : UIViewController
@property (weak, nonatomic) IBOutlet UIScrollView *scrollView;
@property (weak, nonatomic) IBOutlet NSLayoutConstraint *scrollViewHeightConstraint;
@end

CGFloat restingScrollHeight;

@implementation VehicleFormViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    restingScrollHeight = self.scrollViewHeightConstraint.constant;
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardComing:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardGoing:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardComing:(NSNotification *)notification {
    CGRect keyboard = [[notification.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue];
    keyboard = [self.view convertRect:keyboard fromView:nil];
    CGRect covered = CGRectIntersection(self.scrollView.frame, keyboard);
    self.scrollViewHeightConstraint.constant -= covered.size.height;
    [self.view layoutIfNeeded];
}

- (void)keyboardGoing:(NSNotification *)notification {
    self.scrollViewHeightConstraint.constant = restingScrollHeight;
    [self.view layoutIfNeeded];
}

@end
