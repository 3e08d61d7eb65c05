// Another shared object of the app, made the same way with the same names.
#import <UIKit/UIKit.h>

@interface BannerCenter : NSObject
+ (instancetype)sharedInstance;
- (void)showMessage:(NSString *)message;
@end
