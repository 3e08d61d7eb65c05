// A scroll view class that keeps its own text fields clear of the keyboard: the storyboard
// gives the form's scroll view this class.
#import <UIKit/UIKit.h>

@interface KeyboardAwareScrollView : UIScrollView

@property (nonatomic, assign) BOOL tracksFields;
@property (nonatomic, weak) UITextField *editedField;

@end
