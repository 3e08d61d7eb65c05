// Follows the shape of elmagroud00/Experiments, IOS/ScrollViewSample/ScrollViewSample/ViewController.m:
// the header that declared the outlets and a BOOL instance variable is not in the folder; did-show
// returns early when the flag says the keyboard is up, shortens the scroll view's frame by the
// keyboard's height and scrolls the text field's frame into view; did-hide gives the height back.
#import "ScrollSampleViewController.h"

@interface ScrollSampleViewController ()
@end

@implementation ScrollSampleViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.scrollView.contentSize = CGSizeMake(320, 1000);
    self.textField.delegate = self;
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardDidShow:) name:UIKeyboardDidShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardDidHide:) name:UIKeyboardDidHideNotification object:nil];
}

- (void)didReceiveMemoryWarning {
    [super didReceiveMemoryWarning];
}

- (void)keyboardDidShow:(NSNotification *)notif {
    if (keyboardVisible) {
        return;
    }
    NSDictionary *info = [notif userInfo];
    NSValue *aValue = [info objectForKey:UIKeyboardFrameEndUserInfoKey];
    CGSize keyboardSize = [aValue CGRectValue].size;
    CGRect viewFrame = self.scrollView.frame;
    viewFrame.size.height -= keyboardSize.height;
    self.scrollView.frame = viewFrame;
    CGRect textFieldRect = [self.textField frame];
    [self.scrollView scrollRectToVisible:textFieldRect animated:YES];
    keyboardVisible = YES;
}

- (void)keyboardDidHide:(NSNotification *)notif {
    NSDictionary *info = [notif userInfo];
    NSValue *aValue = [info objectForKey:UIKeyboardFrameEndUserInfoKey];
    CGSize keyboardSize = [aValue CGRectValue].size;
    CGRect viewFrame = self.scrollView.frame;
    viewFrame.size.height += keyboardSize.height;
    self.scrollView.frame = viewFrame;
    if (!keyboardVisible) {
        return;
    }
    keyboardVisible = NO;
}

@end
