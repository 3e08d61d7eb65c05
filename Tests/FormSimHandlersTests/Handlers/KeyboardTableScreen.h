#import "AppTableController.h"

@interface KeyboardTableScreen : AppTableController
@end
