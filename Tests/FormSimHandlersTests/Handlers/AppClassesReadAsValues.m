// A reviews screen whose header and model headers are not given: it casts what its list holds
// to the app's classes, one of them named in lowercase, and insets its table for the keyboard.
#import "ReviewsViewController.h"

@implementation ReviewsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
}

- (void)showNewest {
    review *newest = (review *)[self.reviews firstObject];
    ReviewCell *cell = (ReviewCell *)[self.reviewsTable cellForRowAtIndexPath:[NSIndexPath indexPathForRow:0 inSection:0]];
    NSLog(@"%@ %@", newest, cell);
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGRect keyboard = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.reviewsTable.contentInset = UIEdgeInsetsMake(0, 0, keyboard.size.height + 2, 0);
}

@end
