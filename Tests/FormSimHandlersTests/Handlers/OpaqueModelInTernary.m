// The shape of payment forms whose header and model are not given (videolan/vlc-ios's SEPA
// donation form reads its price model beside its keyboard code): an app model's property, typed
// by its name as a number, meets an object on the other side of a `?:`, which makes it an object.
#import <UIKit/UIKit.h>
#import "DonationPrice.h"

@interface DonationFormViewController : UIViewController
{
    DonationPrice *_price;
    NSNumber *_chosenAmount;
}
@property (nonatomic, weak) IBOutlet UIScrollView *formScrollView;
@end

@implementation DonationFormViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    NSNumber *amount = _price ? _price.amount : _chosenAmount;
    NSLog(@"amount %@", amount);
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGRect frame = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    UIEdgeInsets insets = self.formScrollView.contentInset;
    insets.bottom = frame.size.height;
    self.formScrollView.contentInset = insets;
}

- (void)keyboardWillHide:(NSNotification *)notification {
    self.formScrollView.contentInset = UIEdgeInsetsZero;
}

@end
