// The shape of Objective-C comment screens that read settings through a prefix header's macro
// (Wootrix/WootrixKumonV1's WXCommentViewController.m): `Prefs` is defined in a header not
// given, so it reads as a class the file does not declare, and its `objectForKey:` is the
// app's; block observers move the comment bar's bottom constraint with the keyboard.
#import <UIKit/UIKit.h>

@interface CommentViewController : UIViewController
@property (weak, nonatomic) IBOutlet NSLayoutConstraint *barBottom;
@end

@implementation CommentViewController {
    id _showObserver;
    id _hideObserver;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    NSString *draft = [Prefs objectForKey:@"commentDraft"];
    if (draft.length > 0) {
        NSLog(@"restoring a draft");
    }
    __weak CommentViewController *weakSelf = self;
    _showObserver = [[NSNotificationCenter defaultCenter] addObserverForName:UIKeyboardWillShowNotification object:nil queue:[NSOperationQueue mainQueue] usingBlock:^(NSNotification *note) {
        CGSize size = [[note.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue].size;
        [UIView animateWithDuration:0.25 animations:^{
            weakSelf.barBottom.constant = size.height;
        }];
    }];
    _hideObserver = [[NSNotificationCenter defaultCenter] addObserverForName:UIKeyboardWillHideNotification object:nil queue:[NSOperationQueue mainQueue] usingBlock:^(NSNotification *note) {
        [UIView animateWithDuration:0.25 animations:^{
            weakSelf.barBottom.constant = 0;
        }];
    }];
}

@end
