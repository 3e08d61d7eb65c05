// A sign-up screen that is no field's delegate: it keeps the field being edited from UIKit's
// text field notifications (the object of each is the field), and once the keyboard is up it
// insets its scroll view and scrolls that field into what the keyboard leaves visible, as the
// activeField pattern of Apple's keyboard guide does from the delegate.
#import <UIKit/UIKit.h>

@interface SignUpFormController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *formScroll;
@property (nonatomic, strong) UITextField *editingField;
@end

@implementation SignUpFormController

- (void)viewDidLoad {
    [super viewDidLoad];
    NSNotificationCenter *center = [NSNotificationCenter defaultCenter];
    [center addObserver:self selector:@selector(editingBegan:) name:UITextFieldTextDidBeginEditingNotification object:nil];
    [center addObserver:self selector:@selector(editingEnded:) name:UITextFieldTextDidEndEditingNotification object:nil];
    [center addObserver:self selector:@selector(keyboardShown:) name:UIKeyboardDidShowNotification object:nil];
    [center addObserver:self selector:@selector(keyboardHiding:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self];
}

- (void)editingBegan:(NSNotification *)note {
    self.editingField = [note object];
}

- (void)editingEnded:(NSNotification *)note {
    if ([note object] == self.editingField) {
        self.editingField = nil;
    }
}

- (void)keyboardShown:(NSNotification *)note {
    CGSize size = [[[note userInfo] objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue].size;
    UIEdgeInsets insets = UIEdgeInsetsMake(0.0, 0.0, size.height, 0.0);
    self.formScroll.contentInset = insets;
    self.formScroll.scrollIndicatorInsets = insets;
    if (self.editingField != nil) {
        [self.formScroll scrollRectToVisible:self.editingField.frame animated:YES];
    }
}

- (void)keyboardHiding:(NSNotification *)note {
    self.formScroll.contentInset = UIEdgeInsetsZero;
    self.formScroll.scrollIndicatorInsets = UIEdgeInsetsZero;
}

@end
