// A club-editing form in the shape of sports apps' Objective-C screens: a photo checked through
// Core Graphics' and Core Image's references (`CGImageRef`, `CIImage *`), which FormSim's UIKit
// does not declare, an alert made with UIAlertView's variadic button list, and did-show scrolling
// the form by half the keyboard's height.
#import <UIKit/UIKit.h>

@interface ClubFormViewController : UIViewController <UITextFieldDelegate>
@property (weak, nonatomic) IBOutlet UIScrollView *scrollView;
@property (weak, nonatomic) IBOutlet UIImageView *photoView;
@end

@implementation ClubFormViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWasShown:) name:UIKeyboardDidShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillBeHidden:) name:UIKeyboardWillHideNotification object:nil];
    if (![self hasPhoto]) {
        [self showSaved];
    }
}

- (BOOL)hasPhoto {
    CGImageRef cgImage = [self.photoView.image CGImage];
    CIImage *ciImage = [self.photoView.image CIImage];
    return cgImage != NULL || ciImage != nil;
}

- (void)showSaved {
    UIAlertView *alert = [[UIAlertView alloc] initWithTitle:@"Club" message:@"No photo yet" delegate:self cancelButtonTitle:@"OK" otherButtonTitles:nil, nil];
    [alert show];
}

- (void)keyboardWasShown:(NSNotification *)note {
    CGSize size = [[note.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue].size;
    [self.scrollView setContentOffset:CGPointMake(0, size.height / 2) animated:YES];
}

- (void)keyboardWillBeHidden:(NSNotification *)note {
    [self.scrollView setContentOffset:CGPointZero animated:YES];
}

@end
