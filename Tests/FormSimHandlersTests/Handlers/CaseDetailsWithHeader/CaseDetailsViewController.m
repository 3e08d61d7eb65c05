// swift-format-ignore-file
// An older Objective-C screen: its initialiser clears the scroll view property it builds later
// in viewDidLoad, and a network-error branch tests and shows constants of the app's prefix header,
// which is not given. Neither has anything to do with the keyboard.
#import "CaseDetailsViewController.h"

@interface CaseDetailsViewController ()
@property (nonatomic, strong) UIScrollView *detailsScroll;
@end

@implementation CaseDetailsViewController

- (instancetype)init {
    self = [super initWithNibName:nil bundle:nil];
    if (self) {
        self.detailsScroll = nil;
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.detailsScroll = [[UIScrollView alloc] initWithFrame:self.view.bounds];
    [self.view addSubview:self.detailsScroll];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
}

- (void)requestFailed:(NSError *)error {
    if (error.code == apiErrorSessionExpired) {
        NSLog(@"%@", apiMessageSessionExpired);
    }
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGSize size = [[notification.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue].size;
    self.detailsScroll.contentInset = UIEdgeInsetsMake(0, 0, size.height + 10, 0);
}

@end
