// A call screen in the shape of conferencing SDK samples: viewDidLoad joins a meeting through
// the SDK's class, passing `&error` for the NSError it may write, and the keyboard code sets a
// bottom constraint to the end frame's height.
#import <UIKit/UIKit.h>

@interface MeetingChatViewController : UIViewController
@property (weak, nonatomic) IBOutlet NSLayoutConstraint *bottomSpace;
@property (strong, nonatomic) NSString *meetingAddress;
@property (assign, nonatomic) BOOL joinFailed;
@end

@implementation MeetingChatViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    NSError *error = nil;
    id session = [MeetingClient joinMeetingAt:self.meetingAddress error:&error];
    if (error) {
        self.joinFailed = YES;
        NSLog(@"join failed: %@", error.localizedDescription);
    }
    [session startAudio];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)note {
    CGRect frame = [[note.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.bottomSpace.constant = frame.size.height;
    [self.view layoutIfNeeded];
}

- (void)keyboardWillHide:(NSNotification *)note {
    self.bottomSpace.constant = 0;
    [self.view layoutIfNeeded];
}

@end
