// A screen of the same library's kind: it starts the category's observers and, after the
// category's own handler has kept the frame, reads it back through the category's property.
#import "UIViewController+KeyboardState.h"

@interface NoteEditorController : UIViewController
@property (nonatomic, strong) IBOutlet UIScrollView *scrollView;
@end

@implementation NoteEditorController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self ks_observeKeyboard];
}

- (void)ks_keyboardWillShow:(NSNotification *)note {
    [super ks_keyboardWillShow:note];
    self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, self.ks_keyboardFrame.size.height, 0);
}

- (void)ks_keyboardWillHide:(NSNotification *)note {
    [super ks_keyboardWillHide:note];
    self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, self.ks_keyboardFrame.size.height, 0);
}

@end
