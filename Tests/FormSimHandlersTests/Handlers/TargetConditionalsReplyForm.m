// A reply form of about 2012 whose keyboard code is guarded for the platform and the SDK (the
// keyboard snippet many apps of 2011–2014 share, with its `__IPHONE_OS_VERSION_MAX_ALLOWED`
// and `__IPHONE_OS_VERSION_MIN_REQUIRED` guards, and the `#ifndef TARGET_OS_MAC` of code shared
// with other platforms, in this project's words): the clauses an iPhone build compiles are the
// ones that run.
#import <UIKit/UIKit.h>
#import <TargetConditionals.h>

@interface ReplyFormViewController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
@property (nonatomic) CGFloat extraSpace;
@end

@implementation ReplyFormViewController

- (void)viewDidLoad {
    [super viewDidLoad];
#ifndef TARGET_OS_MAC
    // Only where TargetConditionals.h was never read: not in an app for Apple's systems.
    self.extraSpace = 100;
#endif
#if TARGET_OS_IPHONE
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
#endif
}

- (void)keyboardWillShow:(NSNotification *)notification {
#if __IPHONE_OS_VERSION_MAX_ALLOWED >= __IPHONE_3_2
    if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPhone) {
#endif
#if __IPHONE_OS_VERSION_MIN_REQUIRED >= __IPHONE_3_2
        NSValue *boundsValue = [[notification userInfo] objectForKey:UIKeyboardFrameEndUserInfoKey];
#else
        NSValue *boundsValue = [[notification userInfo] objectForKey:UIKeyboardBoundsUserInfoKey];
#endif
        CGRect keyboardBounds = [boundsValue CGRectValue];
        CGFloat bottom = keyboardBounds.size.height + self.extraSpace;
#if TARGET_IPHONE_SIMULATOR
        bottom += 44;
#endif
#ifdef __IPHONE_7_0
        self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, bottom, 0);
#else
        self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, bottom + 20, 0);
#endif
#if __IPHONE_OS_VERSION_MAX_ALLOWED >= __IPHONE_3_2
    }
#endif
}

- (void)keyboardWillHide:(NSNotification *)notification {
    self.scrollView.contentInset = UIEdgeInsetsZero;
}

@end
