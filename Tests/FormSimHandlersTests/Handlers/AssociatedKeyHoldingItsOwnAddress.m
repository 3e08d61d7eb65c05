// The shape of keyboard categories of 2016 (ChieLi/QHProject's UIViewController+Keyboard.m): the
// category keeps the screen's show and hide blocks as associated objects, under keys that are
// static pointers holding their own address, and calls them from its observers.
#import <UIKit/UIKit.h>
#import <objc/runtime.h>

typedef void (^KeyboardChange)(CGFloat height);

static const void *KeyboardShowBlockKey = &KeyboardShowBlockKey;
static const void *KeyboardHideBlockKey = &KeyboardHideBlockKey;

@interface UIViewController (KeyboardBlocks)
- (void)onKeyboardShow:(KeyboardChange)show hide:(KeyboardChange)hide;
@end

@implementation UIViewController (KeyboardBlocks)

- (void)onKeyboardShow:(KeyboardChange)show hide:(KeyboardChange)hide {
    objc_setAssociatedObject(self, KeyboardShowBlockKey, show, OBJC_ASSOCIATION_COPY_NONATOMIC);
    objc_setAssociatedObject(self, KeyboardHideBlockKey, hide, OBJC_ASSOCIATION_COPY_NONATOMIC);
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(blocksKeyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(blocksKeyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)blocksKeyboardWillShow:(NSNotification *)notification {
    CGRect frame = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    KeyboardChange show = objc_getAssociatedObject(self, KeyboardShowBlockKey);
    if (show) {
        show(frame.size.height);
    }
}

- (void)blocksKeyboardWillHide:(NSNotification *)notification {
    KeyboardChange hide = objc_getAssociatedObject(self, KeyboardHideBlockKey);
    if (hide) {
        hide(0);
    }
}

@end

@interface ConversationViewController : UIViewController
@property (weak, nonatomic) IBOutlet UITableView *tableView;
@end

@implementation ConversationViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    __weak typeof(self) weakSelf = self;
    [self onKeyboardShow:^(CGFloat height) {
        weakSelf.tableView.contentInset = UIEdgeInsetsMake(0, 0, height, 0);
    } hide:^(CGFloat height) {
        weakSelf.tableView.contentInset = UIEdgeInsetsZero;
    }];
}

@end
