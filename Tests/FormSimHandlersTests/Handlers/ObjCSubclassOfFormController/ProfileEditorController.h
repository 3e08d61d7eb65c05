// A form screen of the app, a subclass of its base form controller, made in code with a title.
#import "UIFormScrollController.h"

@interface ProfileEditorController : UIFormScrollController

- (instancetype)initWithTitle:(NSString *)title;

@end
