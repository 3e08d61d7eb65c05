//
//  SettingsViewController.m
//  Picks the keyboard's extent by the interface's orientation, as pre-iOS 8 frames needed.
//

#import <UIKit/UIKit.h>

@interface SettingsViewController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
@end

@implementation SettingsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardDidShow:) name:UIKeyboardDidShowNotification object:nil];
}

- (void)keyboardDidShow:(NSNotification *)note {
    CGSize size = [note.userInfo[UIKeyboardFrameBeginUserInfoKey] CGRectValue].size;
    CGFloat extent;
    switch ([UIApplication sharedApplication].statusBarOrientation) {
        case UIInterfaceOrientationLandscapeLeft:
        case UIInterfaceOrientationLandscapeRight:
            extent = size.width;
            break;
        case UIInterfaceOrientationPortrait:
            extent = size.height;
            break;
        default:
            extent = 0;
    }
    self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, extent, 0);
}

@end
