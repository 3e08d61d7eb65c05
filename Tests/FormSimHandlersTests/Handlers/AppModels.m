//  A checkout screen as apps write them: the app's own classes (a cart store), a networking
//  library's header, Foundation collections with generics, and keyboard code among them. None
//  of the app's headers is beside the file.

#import <UIKit/UIKit.h>
#import <NetStatus/NetStatus.h>
#import "CheckoutViewController.h"
#import "CartStore.h"

@interface CheckoutViewController () {
    CartStore *store;
    NSMutableArray<NSString *> *lineTitles;
    NSMutableDictionary *prices;
}
@property (nonatomic, retain) NSMutableDictionary *totals;
@property (nonatomic, weak) IBOutlet UIScrollView *scroller;
@property (nonatomic, strong) UIToolbar *actionBar;
@end

@implementation CheckoutViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    store = [[CartStore alloc] initWithOwner:self];
    lineTitles = [NSMutableArray arrayWithCapacity:4];
    [lineTitles addObject:@"Tea"];
    prices = [[NSMutableDictionary alloc] init];
    [prices setObject:@3 forKey:@"Tea"];
    NetStatus *status = [NetStatus statusForHost:@"shop.example"];
    if ([status isReachable]) {
        [store refreshWithCompletion:^(NSError *error, NSDate *when) {
            NSLog(@"refreshed at %@", when);
        }];
    }
    [self.summaryBadge showCount:lineTitles.count animated:NO];
    self.summaryBadge.caption = store.title;
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(keyboardWillShow:)
                                                 name:UIKeyboardWillShowNotification
                                               object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(keyboardWillHide:)
                                                 name:UIKeyboardWillHideNotification
                                               object:nil];
}

- (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event {
    [self.view endEditing:YES];
}

- (void)keyboardWillShow:(NSNotification *)note {
    NSDictionary *info = note.userInfo;
    CGRect end = [info[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    [store rememberKeyboardHeight:end.size.height];
    self.scroller.contentInset = UIEdgeInsetsMake(0, 0, end.size.height, 0);
}

- (void)keyboardWillHide:(NSNotification *)note {
    self.scroller.contentInset = UIEdgeInsetsZero;
}

@end
