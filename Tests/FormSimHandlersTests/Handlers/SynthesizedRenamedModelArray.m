// The shape of recipe screens of 2011 whose header is not beside the file (PedroSilvaSantos/
// DrinkMixer's AddDrinkViewController.m): a property synthesized to an instance variable of
// another name, which model code sorts, and keyboard code that insets the form's scroll view.
#import "GuestListViewController.h"

@implementation GuestListViewController

@synthesize guests = guests_;
@synthesize scrollView;

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardShown:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardHidden:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)addGuest:(id)guest {
    [guests_ addObject:guest];
    NSSortDescriptor *byName = [[NSSortDescriptor alloc] initWithKey:@"name" ascending:YES];
    [guests_ sortUsingDescriptors:[NSArray arrayWithObject:byName]];
}

- (void)keyboardShown:(NSNotification *)notification {
    CGRect keyboard = [[[notification userInfo] objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue];
    UIEdgeInsets insets = UIEdgeInsetsMake(0.0, 0.0, keyboard.size.height, 0.0);
    scrollView.contentInset = insets;
    scrollView.scrollIndicatorInsets = insets;
}

- (void)keyboardHidden:(NSNotification *)notification {
    scrollView.contentInset = UIEdgeInsetsZero;
    scrollView.scrollIndicatorInsets = UIEdgeInsetsZero;
}

@end
