// A photo-upload screen whose header is not beside it: the picture's view, known only by its
// name, is resized to the picture's shape when the screen loads, and the comment box is what
// the keyboard pushes (the pattern of hirata-motoi/Babyry-iOS-Client's UploadViewController.m,
// in this project's words).
#import "PhotoUploadController.h"

@implementation PhotoUploadController

- (void)viewDidLoad
{
    [super viewDidLoad];
    CGRect frame = _previewImageView.frame;
    frame.size.height = frame.size.width / _picture.size.width * _picture.size.height;
    _previewImageView.frame = frame;
    _previewImageView.image = _picture;
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardShown:)
        name:UIKeyboardWillShowNotification object:nil];
}

- (void)keyboardShown:(NSNotification *)note
{
    CGRect end = [[note.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue];
    _commentScroll.contentInset = UIEdgeInsetsMake(0, 0, end.size.height, 0);
}

@end
