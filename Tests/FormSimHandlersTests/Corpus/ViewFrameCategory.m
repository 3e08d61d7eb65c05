// Follows the shape of MasterDGE/KeyBoard, KeyBoard/ViewController.m: a category on UIView declared
// and implemented in the controller's own file, with y and height accessors over the frame, and
// a controller that moves its root view through them.
#import "FrameViewController.h"

@interface UIView (FrameAccess)
@property (nonatomic, assign) CGFloat y;
@property (nonatomic, assign) CGFloat height;
@end

@implementation UIView (FrameAccess)

- (void)setY:(CGFloat)y
{
    CGRect frame = self.frame;
    frame.origin.y = y;
    self.frame = frame;
}

- (CGFloat)y
{
    return self.frame.origin.y;
}

- (void)setHeight:(CGFloat)height
{
    CGRect frame = self.frame;
    frame.size.height = height;
    self.frame = frame;
}

- (CGFloat)height
{
    return self.frame.size.height;
}

@end

@interface FrameViewController () <UITextFieldDelegate>
@property (weak, nonatomic) IBOutlet UITextField *amountField;
@end

@implementation FrameViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)notification
{
    CGRect end = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.view.y = -end.size.height;
}

- (void)keyboardWillHide:(NSNotification *)notification
{
    self.view.y = 0;
}

@end
