// Follows the shape of mrjlovetian/OC-Category,
// OC-Category/Classes/UIKit/UIApplication/UIApplication+KeyboardFrame.m: a category on
// UIApplication that keeps the last keyboard frame in a file-level static, filled by block
// observers its +load registers; a controller of this file's own reads it at did-show.
#import <UIKit/UIKit.h>

@interface UIApplication (KeyboardFrame)
- (CGRect)keyboardFrame;
@end

@implementation UIApplication (KeyboardFrame)
static CGRect _keyboardFrame = (CGRect){ (CGPoint){ 0.0f, 0.0f }, (CGSize){ 0.0f, 0.0f } };

- (CGRect)keyboardFrame {
    return _keyboardFrame;
}

+ (void)load
{
    [NSNotificationCenter.defaultCenter addObserverForName:UIKeyboardDidShowNotification object:nil queue:nil usingBlock:^(NSNotification *note) {
        _keyboardFrame = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    }];
    [NSNotificationCenter.defaultCenter addObserverForName:UIKeyboardDidHideNotification object:nil queue:nil usingBlock:^(NSNotification *note) {
        _keyboardFrame = CGRectZero;
    }];
}
@end

@interface ReceiptNoteViewController : UIViewController
@property (weak, nonatomic) IBOutlet UIScrollView *scrollView;
@end

@implementation ReceiptNoteViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardDidShow:) name:UIKeyboardDidShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardDidShow:(NSNotification *)notification {
    CGFloat height = [UIApplication sharedApplication].keyboardFrame.size.height;
    self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, height, 0);
}

- (void)keyboardWillHide:(NSNotification *)notification {
    self.scrollView.contentInset = UIEdgeInsetsZero;
}

@end
