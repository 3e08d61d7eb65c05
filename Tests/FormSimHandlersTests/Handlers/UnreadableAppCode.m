// Follows the shape of the tweet editor of a copy of the OSChina app (hanjunqiang/Demo-,
// iosapp/Controllers/Tweet/TweetEditingVC.m): the app's headers are not beside it, so clang
// cannot type a tool bar item's image, a bar button's flag, a boxed class-method result, a
// header's macro or an image picker's key. Those statements are the app's own code and run as
// opaque code; the keyboard's constraint still follows the keyboard.
#import "NoteComposerViewController.h"
#import "ServerPaths.h"
#import "Settings.h"

@interface NoteComposerViewController () <UITextViewDelegate, UIImagePickerControllerDelegate>
@property (nonatomic, weak) IBOutlet NSLayoutConstraint *barBottom;
@property (nonatomic, strong) UIToolbar *toolBar;
@property (nonatomic, strong) UIImageView *preview;
@property (nonatomic, strong) UITextView *editor;
@property (nonatomic, assign) CGFloat editorHeight;
@property (nonatomic, assign) int groupID;
@end

@implementation NoteComposerViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
    self.navigationItem.rightBarButtonItem.enabled = NO;
    [_toolBar.items[2] setImage:[UIImage imageNamed:@"toolbar-emoji"]];
}

- (void)send {
    NSString *path = _groupID ? GROUP_NOTE_PATH : NOTE_PATH;
    NSDictionary *body = @{@"uid": @([Settings ownID]), @"path": path};
    [ServerClient post:body];
}

- (void)imagePickerController:(UIImagePickerController *)picker didFinishPickingMediaWithInfo:(NSDictionary *)info {
    _preview.image = info[UIImagePickerControllerOriginalImage];
}

- (void)textViewDidChange:(UITextView *)textView {
    self.navigationItem.rightBarButtonItem.enabled = [textView hasText];
    self.editorHeight = [textView sizeThatFits:textView.frame.size].height + self.navigationItem.rightBarButtonItem.width;
}

- (void)keyboardWillShow:(NSNotification *)note {
    CGRect end = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.barBottom.constant = end.size.height;
    [self.view layoutIfNeeded];
}

- (void)keyboardWillHide:(NSNotification *)note {
    self.barBottom.constant = 0;
}

@end
