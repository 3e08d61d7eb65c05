// A class-schedule editor whose header is not given: it refreshes two lists in parallel with a
// dispatch group and a semaphore, and insets its scroll view for the keyboard.
#import "ScheduleEditorController.h"

@implementation ScheduleEditorController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
}

- (void)refreshLists {
    dispatch_group_t refreshGroup = dispatch_group_create();
    dispatch_semaphore_t gate = dispatch_semaphore_create(1);
    dispatch_group_enter(refreshGroup);
    dispatch_semaphore_wait(gate, 0);
    dispatch_group_leave(refreshGroup);
    dispatch_semaphore_signal(gate);
    dispatch_group_notify(refreshGroup, dispatch_get_main_queue(), ^{
        NSLog(@"lists refreshed");
    });
}

- (void)keyboardWillShow:(NSNotification *)note {
    CGRect end = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.scheduleScroll.contentInset = UIEdgeInsetsMake(0, 0, end.size.height + 12, 0);
}

@end
