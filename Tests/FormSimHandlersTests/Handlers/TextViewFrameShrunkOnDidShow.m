// The shape of note apps of 2010 (allending/Notekata's NKViewController.m): on did-show the
// text view's frame loses the keyboard's height, read from its bounds value; on will-hide it
// fills the view again.
#import <UIKit/UIKit.h>

@interface PadViewController : UIViewController
@property (weak, nonatomic) IBOutlet UITextView *padText;
@end

@implementation PadViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardShown:) name:UIKeyboardDidShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardHiding:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardShown:(NSNotification *)notification {
    CGRect bounds = [[notification.userInfo objectForKey:UIKeyboardBoundsUserInfoKey] CGRectValue];
    CGRect frame = self.padText.frame;
    frame.size.height -= bounds.size.height;
    self.padText.frame = frame;
}

- (void)keyboardHiding:(NSNotification *)notification {
    self.padText.frame = self.view.bounds;
}

@end
