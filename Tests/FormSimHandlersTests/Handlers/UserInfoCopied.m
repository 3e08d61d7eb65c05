// swift-format-ignore-file
// The keyboard's user info copied before it is read, in the shape of Objective-C screens that
// take a dictionary of their own first: Foundation's copies hold the same keys and values.
#import "ChatSearchViewController.h"

@implementation ChatSearchViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)note {
    NSDictionary *info = [NSDictionary dictionaryWithDictionary:note.userInfo];
    NSDictionary *again = [info copy];
    CGRect end = [[info objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue];
    double duration = [again[UIKeyboardAnimationDurationUserInfoKey] doubleValue];
    [UIView animateWithDuration:duration animations:^{
        self.resultsTable.contentInset = UIEdgeInsetsMake(0, 0, end.size.height + 4, 0);
    }];
}

@end
