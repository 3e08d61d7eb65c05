// A base class of the app's for its form screens, named as UIKit's are: its subclasses turn
// the keyboard's handling on through a property whose setter registers the observers.
#import <UIKit/UIKit.h>

@interface UIFormScrollController : UIViewController

@property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
@property (nonatomic) BOOL followsKeyboard;
@property (nonatomic) CGFloat restingBottom;

- (void)keyboardWillAppear:(NSNotification *)notification;

@end
