// A model object of the app's (its class declared nowhere here) whose properties the handler
// reads: their types are guessed from their names, `dropPoint` a point, and `oppositionName`
// no point for the `position` inside a word of its own.
#import <UIKit/UIKit.h>

@interface MatchFormController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
@property (nonatomic, copy) NSString *headline;
@end

@implementation MatchFormController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardShows:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardHides:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardShows:(NSNotification *)note {
    MatchRecord *record = [MatchRecord current];
    self.headline = record.oppositionName;
    CGRect end = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, end.size.height + 6, 0);
}

- (void)keyboardHides:(NSNotification *)note {
    self.scrollView.contentInset = UIEdgeInsetsZero;
}

@end
