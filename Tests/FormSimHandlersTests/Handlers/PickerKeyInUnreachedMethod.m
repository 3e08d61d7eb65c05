#import <UIKit/UIKit.h>

// A profile form that also lets the user pick a photo. The picker's info keys come from a
// header FormSim does not declare; they are strings, passed where an object goes, in a
// delegate method the keyboard never reaches.
@interface ProfilePhotoController : UIViewController <UIImagePickerControllerDelegate>
@property (weak, nonatomic) IBOutlet UIScrollView *formScroll;
@end

@implementation ProfilePhotoController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(keyboardUp:)
                                                 name:UIKeyboardWillShowNotification
                                               object:nil];
}

- (void)keyboardUp:(NSNotification *)note {
    CGRect frame = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.formScroll.contentInset = UIEdgeInsetsMake(0, 0, frame.size.height, 0);
}

- (void)imagePickerController:(UIImagePickerController *)picker
    didFinishPickingMediaWithInfo:(NSDictionary *)info {
    id photo = [info objectForKey:UIImagePickerControllerEditedImage];
    if (photo == nil) {
        photo = [info objectForKey:UIImagePickerControllerOriginalImage];
    }
    [picker dismissViewControllerAnimated:YES completion:nil];
}

@end
