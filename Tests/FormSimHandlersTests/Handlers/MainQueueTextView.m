//
//  AboutViewController.m
//  Makes room for the keyboard once the main queue comes round, keeping the text view's own
//  bottom margin clear of it.
//

#import <UIKit/UIKit.h>

@interface AboutViewController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *formScroller;
@property (nonatomic, weak) IBOutlet UITextView *aboutView;
@end

@implementation AboutViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(keyboardComing:)
                                                 name:UIKeyboardWillShowNotification
                                               object:nil];
}

- (void)keyboardComing:(NSNotification *)note
{
    CGRect keyboard = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    CGFloat margin = self.aboutView.textContainerInset.bottom;
    [[NSOperationQueue mainQueue] addOperationWithBlock:^{
        self.formScroller.contentInset = UIEdgeInsetsMake(0, 0, keyboard.size.height + margin, 0);
    }];
}

@end
