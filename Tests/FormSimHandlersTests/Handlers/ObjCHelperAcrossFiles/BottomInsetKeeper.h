// The helper's interface, which the screen's file imports.
#import <UIKit/UIKit.h>

@interface BottomInsetKeeper : NSObject
@property (nonatomic, weak) UIScrollView *scrollView;
@property (nonatomic) CGFloat extra;
+ (instancetype)keeperWithScrollView:(UIScrollView *)scrollView;
- (void)start;
@end
