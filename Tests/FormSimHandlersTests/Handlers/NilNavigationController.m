// Follows the shape of a conversation screen of a real-estate app (iRealtor,
// ConversationViewController.m): it measures a name with options of the string-drawing API
// FormSim's UIKit does not declare, and keeps the height of its navigation controller's bar,
// which the simulated screen has none of: a message to nil, zero at the end.
#import "ConversationViewController.h"

@interface ConversationViewController ()
@property (nonatomic, weak) IBOutlet NSLayoutConstraint *inputBottom;
@property (nonatomic, strong) UIButton *nameButton;
@property (nonatomic, assign) CGFloat barHeight;
@property (nonatomic, assign) CGRect nameRect;
@end

@implementation ConversationViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.barHeight = self.navigationController.navigationBar.frame.size.height;
    CGRect rect = [self.nameButton.titleLabel.text boundingRectWithSize:CGSizeMake(self.view.frame.size.width, 10000) options:NSStringDrawingUsesLineFragmentOrigin | NSStringDrawingUsesFontLeading attributes:nil context:nil];
    self.nameRect = rect;
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGSize keyboardSize = [[notification.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue].size;
    self.inputBottom.constant = keyboardSize.height + self.barHeight;
}

- (void)keyboardWillHide:(NSNotification *)notification {
    self.inputBottom.constant = 0;
}

@end
