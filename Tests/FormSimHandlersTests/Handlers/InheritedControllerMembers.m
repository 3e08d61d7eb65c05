// A sign-up screen of an iOS 7-era app: its viewDidLoad sets what UIKit's view controller
// offers for bars and presentation (insets adjusted for bars, edges under them, the
// presentation style, the tab bar), none of which FormSim's UIKit declares, before
// registering for the keyboard.
#import <UIKit/UIKit.h>

@interface SignUpFormController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *formScroll;
@end

@implementation SignUpFormController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.automaticallyAdjustsScrollViewInsets = NO;
    [self setExtendedLayoutIncludesOpaqueBars:YES];
    self.edgesForExtendedLayout = UIRectEdgeNone;
    self.modalPresentationStyle = UIModalPresentationFullScreen;
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)note {
    CGRect frame = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.formScroll.contentInset = UIEdgeInsetsMake(0, 0, frame.size.height + 3, 0);
}

- (void)keyboardWillHide:(NSNotification *)note {
    self.formScroll.contentInset = UIEdgeInsetsZero;
}

@end
