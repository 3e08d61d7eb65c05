// swift-format-ignore-file
#import <UIKit/UIKit.h>

@interface CaseDetailsViewController : UIViewController
- (void)requestFailed:(NSError *)error;
@end
