// A map editor's category picker in Objective-C++ that insets its table for the keyboard (the
// shape of MAPS.ME's editor controllers, mapsme/omim, in this project's words): a C struct
// copied by C++'s implicit constructor (`CGSize size = … .size`), `static_cast` and `auto`
// beside the keyboard code.
#import <UIKit/UIKit.h>

@interface CategoryPickerController : UIViewController
@property (weak, nonatomic) IBOutlet UITableView * tableView;
@end

@implementation CategoryPickerController

- (void)viewDidLoad
{
  [super viewDidLoad];
  auto center = [NSNotificationCenter defaultCenter];
  [center addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
  [center addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)notification
{
  CGSize const keyboardSize = [notification.userInfo[UIKeyboardFrameBeginUserInfoKey] CGRectValue].size;
  CGFloat const bottom = static_cast<CGFloat>(keyboardSize.height) + 12;
  UIEdgeInsets const insets = {.bottom = bottom};
  self.tableView.contentInset = insets;
  self.tableView.scrollIndicatorInsets = insets;
}

- (void)keyboardWillHide:(NSNotification *)notification
{
  self.tableView.contentInset = {};
  self.tableView.scrollIndicatorInsets = {};
}

@end
