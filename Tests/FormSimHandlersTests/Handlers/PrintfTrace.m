// A report form that traces what it does with C's printf and puts, declared by UIKit's
// Foundation on a device, and insets its scroll view for the keyboard.
#import <UIKit/UIKit.h>

@interface IncidentReportController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *reportScroll;
@end

@implementation IncidentReportController

- (void)viewDidLoad {
    [super viewDidLoad];
    puts("incident report shown");
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)note {
    CGRect end = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    printf("keyboard %d tall\n", (int)end.size.height);
    self.reportScroll.contentInset = UIEdgeInsetsMake(0, 0, end.size.height + 4, 0);
}

@end
