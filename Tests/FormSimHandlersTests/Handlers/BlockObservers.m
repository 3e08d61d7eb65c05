//
//  NotesViewController.m
//  Block observers (iOS 4 and later) and the boxed frame copied out with getValue:.
//

#import <UIKit/UIKit.h>

@interface NotesViewController : UIViewController <UITextViewDelegate>
@property (nonatomic, retain) IBOutlet UIScrollView *scrollView;
@end

@implementation NotesViewController
@synthesize scrollView;

- (void)viewDidLoad {
    [super viewDidLoad];
    NSNotificationCenter *nc = [NSNotificationCenter defaultCenter];
    [nc addObserverForName:UIKeyboardWillShowNotification object:nil queue:[NSOperationQueue mainQueue] usingBlock:^(NSNotification *note) {
        CGRect keyboardRect;
        [[note.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] getValue:&keyboardRect];
        keyboardRect = [self.view convertRect:keyboardRect fromView:nil];
        UIEdgeInsets insets = self.scrollView.contentInset;
        insets.bottom = keyboardRect.size.height;
        self.scrollView.contentInset = insets;
        self.scrollView.scrollIndicatorInsets = insets;
    }];
    [nc addObserverForName:UIKeyboardWillHideNotification object:nil queue:nil usingBlock:^(NSNotification *note) {
        self.scrollView.contentInset = UIEdgeInsetsZero;
        self.scrollView.scrollIndicatorInsets = UIEdgeInsetsZero;
    }];
}
@end
