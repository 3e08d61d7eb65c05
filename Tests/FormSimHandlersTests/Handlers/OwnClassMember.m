#import <UIKit/UIKit.h>

@interface NotesViewController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
@end

@implementation NotesViewController
- (void)keyboardWillShow:(NSNotification *)note {
    self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, self.keyboardLift, 0);
}
@end
