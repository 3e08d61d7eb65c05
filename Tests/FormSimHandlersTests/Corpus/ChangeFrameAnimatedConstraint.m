// Follows the shape of kemchenj/Way2Pro, 课程/keyboard/keyboard/ViewController.m: one observer for
// will-change-frame, the constraint set to the distance from the keyboard's top to the bottom of
// the view, animated with the keyboard's duration read as a float, observers removed in dealloc
// and a touch outside ending editing.
#import <UIKit/UIKit.h>

@interface SearchBarViewController : UIViewController
@property (weak, nonatomic) IBOutlet UITextField *queryField;
@property (weak, nonatomic) IBOutlet NSLayoutConstraint *barBottom;
@end

@implementation SearchBarViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillChange:) name:UIKeyboardWillChangeFrameNotification object:nil];
}

- (void)dealloc
{
    [[NSNotificationCenter defaultCenter] removeObserver:self];
}

#pragma mark - keyboard

- (void)keyboardWillChange:(NSNotification *)note
{
    CGFloat keyboardTop = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue].origin.y;
    CGFloat seconds = [note.userInfo[UIKeyboardAnimationDurationUserInfoKey] floatValue];
    self.barBottom.constant = CGRectGetHeight(self.view.frame) - keyboardTop;
    [UIView animateWithDuration:seconds animations:^{
        [self.view layoutIfNeeded];
    }];
}

- (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event
{
    [self.view endEditing:YES];
}

@end
