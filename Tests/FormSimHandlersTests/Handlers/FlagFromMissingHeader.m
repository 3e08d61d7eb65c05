// The shape of note editors of 2014 whose header is not beside the file (levigroker/
// GrokinNotes's NoteViewController.m): a flag from the header, named as a question
// (`shouldEdit`), set elsewhere in the app, decides whether the editor takes the keyboard's
// height into its inset.
#import "DraftEditorViewController.h"

@implementation DraftEditorViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGRect keyboard = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    if (self.shouldEdit) {
        self.draftScrollView.contentInset = UIEdgeInsetsMake(0, 0, keyboard.size.height, 0);
    }
}

- (void)keyboardWillHide:(NSNotification *)notification {
    self.draftScrollView.contentInset = UIEdgeInsetsZero;
}

@end
