#import <UIKit/UIKit.h>

@interface ZoomViewController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
@end

@implementation ZoomViewController
- (void)keyboardWillShow:(NSNotification *)note {
    [self.scrollView setZoomScale:2.0 animated:YES];
}
@end
