// Messages to a class the header declares with `@class` and whose header is missing: they run
// as opaque code, as messages to a class declared nowhere do.
#import "ForwardClassBanner.h"
#import "PromoBanner.h"

@implementation CouponFormController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.banner.message = @"Free delivery over 30";
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardShows:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardHides:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardShows:(NSNotification *)note {
    self.banner.collapsed = YES;
    CGRect end = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, end.size.height + 5, 0);
}

- (void)keyboardHides:(NSNotification *)note {
    self.scrollView.contentInset = UIEdgeInsetsZero;
}

@end
