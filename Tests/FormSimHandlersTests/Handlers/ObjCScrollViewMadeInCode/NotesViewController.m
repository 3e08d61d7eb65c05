// A screen built in code that makes the scroll view class with `alloc`/`init` and adds it.
#import <UIKit/UIKit.h>
#import "LiftingScrollView.h"

@interface NotesViewController : UIViewController
@property (nonatomic, strong) LiftingScrollView *scrollView;
@end

@implementation NotesViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    self.scrollView = [[LiftingScrollView alloc] init];
    [self.view addSubview:self.scrollView];
}

@end
