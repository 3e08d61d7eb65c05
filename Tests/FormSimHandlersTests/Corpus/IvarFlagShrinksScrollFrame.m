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

- (void)keyboardDidShow:(NSNotification *)note {
    if (keyboardVisible) return;
    CGFloat height = [[note.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue].size.height;
    CGRect shorter = self.scrollView.frame;
    shorter.size.height = shorter.size.height - height;
    [self.scrollView setFrame:shorter];
    [self.scrollView scrollRectToVisible:self.textField.frame animated:YES];
    keyboardVisible = YES;
}

- (void)keyboardDidHide:(NSNotification *)note {
    CGFloat height = [[note.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue].size.height;
    CGRect taller = self.scrollView.frame;
    taller.size.height = taller.size.height + height;
    [self.scrollView setFrame:taller];
    if (!keyboardVisible) return;
    keyboardVisible = NO;
}

@end
