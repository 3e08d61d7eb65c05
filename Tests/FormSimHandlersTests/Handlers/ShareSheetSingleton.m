// An article screen in the shape of an app built on a share kit and a data manager (the
// shape of CPSE's news page): its header is missing; the manager is a name from a missing
// header that the file both messages and reads with a dot; the kit's share names sit in an
// array literal; the comment bar's layer has a shadow FormSim's UIKit does not model; and the
// keyboard lifts the scroll view's content by its height.
#import <UIKit/UIKit.h>
#import "ArticleViewController.h"
#import "ShareKit.h"

@interface ArticleViewController ()
@property (nonatomic) NSInteger articleId;
@end

@implementation ArticleViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.commentBar.layer.shadowOffset = CGSizeMake(0, -1);
    self.commentBar.layer.shadowOpacity = 0.3;
    self.authorLabel.text = Store.currentReader.name;
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)shareArticle {
    [ShareSheet presentFrom:self names:@[ShareToMail, ShareToMessages] text:[Store titleOf:self.articleId]];
}

- (void)keyboardWillShow:(NSNotification *)note {
    CGRect end = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, end.size.height, 0);
}

- (void)keyboardWillHide:(NSNotification *)note {
    self.scrollView.contentInset = UIEdgeInsetsZero;
}

@end
