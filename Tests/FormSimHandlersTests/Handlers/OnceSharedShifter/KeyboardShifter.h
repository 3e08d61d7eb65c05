// A shared keyboard helper made once with dispatch_once, as Objective-C apps' managers are.
#import <UIKit/UIKit.h>

@interface KeyboardShifter : NSObject
@property (weak, nonatomic) UIScrollView *scrollView;
+ (instancetype)sharedShifter;
@end
