// A second object made once, whose static variables are spelled as the shifter's are: each
// method's statics are its own.
#import "BannerCenter.h"

@implementation BannerCenter

+ (instancetype)sharedInstance
{
    static BannerCenter *sharedInstance = nil;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        sharedInstance = [[BannerCenter alloc] init];
    });
    return sharedInstance;
}

- (void)showMessage:(NSString *)message
{
    NSLog(@"%@", message);
}

@end
