// A notes screen whose keyboard carries a toolbar made in code, kept in an instance variable
// and sized from the view, as code that builds its accessory bar in viewDidLoad does
// (the pattern of chadeltu/iOSHideKeyboard's ViewController.m, in this project's words).
#import <UIKit/UIKit.h>

@interface NotesController : UIViewController {
    UIToolbar *accessoryBar;
}
@property (nonatomic, weak) IBOutlet UIScrollView *notesScroll;
@end

@implementation NotesController

- (void)viewDidLoad {
    [super viewDidLoad];
    accessoryBar = [[UIToolbar alloc] initWithFrame:CGRectMake(0, 0, self.view.frame.size.width, 44)];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardUp:)
        name:UIKeyboardWillShowNotification object:nil];
}

- (void)keyboardUp:(NSNotification *)note {
    CGRect end = [[note.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue];
    // On a device the bar is 44 tall; FormSim does not simulate views made in code.
    self.notesScroll.contentInset = UIEdgeInsetsMake(0, 0, end.size.height + accessoryBar.frame.size.height, 0);
}

@end
