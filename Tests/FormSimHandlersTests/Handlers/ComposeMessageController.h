// The header beside ComposeMessageController.m, there in full.
#import <UIKit/UIKit.h>

@interface ComposeMessageController : UIViewController <UITextViewDelegate>
@property (weak, nonatomic) IBOutlet NSLayoutConstraint *composerBottom;
@end
