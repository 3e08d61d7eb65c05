// A feedback screen that fills its fields from a saved draft inside @try, as screens that read
// untrusted data did, and insets its form in will-show inside @try too, where a failed check
// of its own @throws and the @catch adds a margin; @finally marks the layout as done.
#import <UIKit/UIKit.h>

@interface DraftFeedbackController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *draftScroll;
@property (nonatomic, strong) NSDictionary *draft;
@end

@implementation DraftFeedbackController {
    BOOL _laidOut;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    if (self.draft) {
        @try {
            self.title = self.draft[@"subject"];
        } @catch (NSException *exception) {
            NSLog(@"draft unreadable: %@", exception.reason);
        }
    }
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGRect keyboard = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    CGFloat bottom = keyboard.size.height;
    @try {
        if (!_laidOut) {
            @throw [NSException exceptionWithName:@"Layout" reason:@"not laid out" userInfo:nil];
        }
    } @catch (NSException *exception) {
        bottom += 20;
    } @finally {
        _laidOut = YES;
    }
    self.draftScroll.contentInset = UIEdgeInsetsMake(0, 0, bottom, 0);
}

@end
