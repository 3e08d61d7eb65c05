// The shape of screens of 2013 that declare a variable from a chained assignment
// (modzirra/DrinkMixer's WDAddDrinkViewController.m, `UIBarButtonItem *b =
// self.navigationItem.leftBarButtonItem = …`): C assigns first, and the variable holds what
// was assigned.
#import <UIKit/UIKit.h>

@interface RecipeFormViewController : UIViewController
@property (weak, nonatomic) IBOutlet UIScrollView *scrollView;
@end

@implementation RecipeFormViewController {
    CGFloat _keyboardHeight;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardDidShow:) name:UIKeyboardDidShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardDidHide:) name:UIKeyboardDidHideNotification object:nil];
}

- (void)keyboardDidShow:(NSNotification *)note {
    CGRect keyboard = [self.view convertRect:[note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue] fromView:nil];
    CGFloat height = _keyboardHeight = keyboard.size.height;
    CGRect frame = self.scrollView.frame;
    frame.size.height = self.view.bounds.size.height - height;
    self.scrollView.frame = frame;
}

- (void)keyboardDidHide:(NSNotification *)note {
    _keyboardHeight = 0;
    self.scrollView.frame = self.view.bounds;
}

@end
