// In the shape of lionhylra/HYLKeyboardAvoiding: the observers are registered inside a block
// handed to a method-swizzling library (Aspects' aspect_hookSelector:…), which runs it after
// each viewWillAppear:. FormSim has no such library, so the block never runs.
#import <UIKit/UIKit.h>
#import "Aspects.h"

@interface HookedFormViewController : UIViewController
@property (weak, nonatomic) IBOutlet UIScrollView *scrollView;
@end

@implementation HookedFormViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self aspect_hookSelector:@selector(viewWillAppear:) withOptions:AspectPositionAfter usingBlock:^(id info, BOOL animated) {
        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
    } error:NULL];
}

- (void)keyboardWillShow:(NSNotification *)note {
    CGRect end = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, end.size.height, 0);
}

- (void)keyboardWillHide:(NSNotification *)note {
    self.scrollView.contentInset = UIEdgeInsetsZero;
}

@end
