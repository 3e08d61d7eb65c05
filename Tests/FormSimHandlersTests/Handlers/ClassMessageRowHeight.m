// A fuel log's page of about 2011 whose rows are drawn by cell classes it asks for their height
// (the pre-ARC table screens that send a class a message its instances answer, in this
// project's words): clang refuses `[cellClass rowHeight]` on a `Class`, which is the app's
// own layout code, left out; the keyboard code runs.
#import <UIKit/UIKit.h>
#import "FuelCell.h"

@interface FuelPageViewController : UIViewController
@property (nonatomic, retain) IBOutlet UIScrollView *scrollView;
@end

@implementation FuelPageViewController

- (CGFloat)heightOfRow:(NSInteger)row {
    Class cellClass = [FuelCell class];
    return [cellClass rowHeight];
}

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGRect keyboard = [[notification.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, keyboard.size.height, 0);
}

@end
