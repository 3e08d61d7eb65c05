// Objective-C++, in the shape of controllers of apps with a C++ core (osmandapp/OsmAnd-iOS's
// .mm screens are some): a C++ `bool` flag, `NULL` compared with a pointer, and `auto`.
#import <UIKit/UIKit.h>

@interface RouteNoteViewController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
@end

@implementation RouteNoteViewController
{
    bool _keyboardShown;
}

- (void)viewDidLoad
{
    [super viewDidLoad];
    _keyboardShown = false;
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:NULL];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:NULL];
}

- (void)keyboardWillShow:(NSNotification *)note
{
    NSDictionary *info = note.userInfo;
    if (info == NULL || _keyboardShown)
        return;
    auto frame = [info[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    _keyboardShown = true;
    self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, frame.size.height, 0);
}

- (void)keyboardWillHide:(NSNotification *)note
{
    _keyboardShown = false;
    self.scrollView.contentInset = UIEdgeInsetsZero;
}

@end
