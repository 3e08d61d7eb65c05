// A gallery screen that picks a random tip when it loads, with C's arc4random, and insets its
// scroll view, an outlet property, through the instance variable behind it.
#import <UIKit/UIKit.h>

@interface GalleryCaptionController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *captionScroll;
@end

@implementation GalleryCaptionController

- (void)viewDidLoad {
    [super viewDidLoad];
    NSUInteger tip = arc4random_uniform(4) + arc4random() % 2;
    NSLog(@"tip %lu", (unsigned long)tip);
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)note {
    CGRect end = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    _captionScroll.contentInset = UIEdgeInsetsMake(0, 0, end.size.height + 6, 0);
}

@end
