// A compose screen that sizes its scroll view's content from the attachments of a draft, a
// model of the app's that FormSim does not have: a loop over them, each adding its preview's
// height below the form.
#import <UIKit/UIKit.h>
#import "DraftStore.h"

@interface AttachmentComposeController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *composeScroll;
@property (nonatomic, strong) DraftStore *drafts;
@end

@implementation AttachmentComposeController

- (void)viewDidLoad {
    [super viewDidLoad];
    CGFloat height = 620;
    for (id attachment in [self.drafts currentAttachments]) {
        height += [attachment previewHeight];
    }
    self.composeScroll.contentSize = CGSizeMake(320, height);
}

@end
