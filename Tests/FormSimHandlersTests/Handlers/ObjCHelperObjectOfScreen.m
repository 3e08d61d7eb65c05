// A screen of an Objective-C app that keeps a keyboard helper of its own class in the same file:
// the helper is an NSObject made with its designated initialiser, registers itself for the
// keyboard's notifications there, and insets the scroll view it was handed by its margin and a
// lift nothing sets. The screen then changes the helper's margin through its property.
#import <UIKit/UIKit.h>

@interface InsetKeeper : NSObject
@property (nonatomic, weak) UIScrollView *scrollView;
@property (nonatomic) CGFloat margin;
@property (nonatomic) CGFloat lift;
- (instancetype)initWithScrollView:(UIScrollView *)scrollView;
@end

@implementation InsetKeeper

- (instancetype)initWithScrollView:(UIScrollView *)scrollView {
    self = [super init];
    if (self) {
        _scrollView = scrollView;
        _margin = 3;
        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
    }
    return self;
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGRect end = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    UIEdgeInsets insets = self.scrollView.contentInset;
    insets.bottom = end.size.height + self.margin + self.lift;
    self.scrollView.contentInset = insets;
}

- (void)keyboardWillHide:(NSNotification *)notification {
    self.scrollView.contentInset = UIEdgeInsetsZero;
}

@end

@interface AddressViewController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
@property (nonatomic, strong) InsetKeeper *keeper;
@end

@implementation AddressViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.keeper = [[InsetKeeper alloc] initWithScrollView:self.scrollView];
    self.keeper.margin = 11;
}

@end
