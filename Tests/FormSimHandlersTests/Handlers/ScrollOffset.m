//
//  NotesViewController.m
//  Scrolls the edited field above the keyboard, and back when it goes.
//

#import "NotesViewController.h"

@implementation NotesViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self
            selector:@selector(keyboardDidArrive:)
            name:UIKeyboardDidShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self
            selector:@selector(keyboardWillLeave:)
            name:UIKeyboardWillHideNotification object:nil];
}

- (void)textFieldDidBeginEditing:(UITextField *)textField {
    activeInput = textField;
}

- (void)keyboardDidArrive:(NSNotification *)aNotification {
    NSDictionary *info = [aNotification userInfo];
    CGSize keyboard = [[info objectForKey:UIKeyboardFrameBeginUserInfoKey] CGRectValue].size;

    double keyboardExtent = keyboard.height;
    UIInterfaceOrientation orientation = [[UIApplication sharedApplication] statusBarOrientation];
    // Sideways, the keyboard's extent is its width.
    if (UIInterfaceOrientationLandscapeLeft == orientation || UIInterfaceOrientationLandscapeRight == orientation) {
        keyboardExtent = keyboard.width;
    }

    // Remember where we were, to go back on hide.
    savedOffset = scroller.contentOffset;

    CGPoint bottom = [activeInput convertPoint:activeInput.bounds.origin toView:[UIApplication sharedApplication].keyWindow.rootViewController.view];
    bottom.y += activeInput.frame.size.height;

    CGRect screen = [[UIScreen mainScreen] applicationFrame];
    double screenExtent = screen.size.height;
    if (UIInterfaceOrientationLandscapeLeft == orientation || UIInterfaceOrientationLandscapeRight == orientation) {
        screenExtent = screen.size.width;
    }

    // Scroll only when the keyboard hides the field.
    if (bottom.y > screenExtent - keyboardExtent) {
        double overlap = bottom.y - (screenExtent - keyboardExtent);
        CGPoint offset = scroller.contentOffset;
        offset.y += overlap;
        scroller.contentOffset = offset;
    }
}

- (void)keyboardWillLeave:(NSNotification *)aNotification {
    scroller.contentOffset = savedOffset;
}

@end
