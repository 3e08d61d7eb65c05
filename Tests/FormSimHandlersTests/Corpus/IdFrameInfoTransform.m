// Follows the shape of sample-repo/KeyboardNotificationBug,
// KeyboardNotificationsBug/ViewController.m: the begin frame read into an `id`, its CGRectValue
// taken by a message to it, both logged with NSLog, and an IBAction that ends editing; here the
// height then translates the root view.
#import "ViewController.h"

@interface ViewController ()
@end

@implementation ViewController

- (void)viewDidLoad {
	[super viewDidLoad];
	[[NSNotificationCenter defaultCenter] addObserver:self
											 selector:@selector(keyboardWillShow:)
												 name:UIKeyboardWillShowNotification
											   object:nil];
	[[NSNotificationCenter defaultCenter] addObserver:self
											 selector:@selector(keyboardWillHide:)
												 name:UIKeyboardWillHideNotification
											   object:nil];
}

- (IBAction)endEditing {
	[self.view endEditing:YES];
}

- (void)keyboardWillShow:(NSNotification *)notification {
	id frameInfo = notification.userInfo[UIKeyboardFrameBeginUserInfoKey];
	CGFloat keyboardHeight = [frameInfo CGRectValue].size.height;
	NSLog(@"Frame info: %@", frameInfo);
	NSLog(@"Keyboard height: %f", keyboardHeight);
	self.view.transform = CGAffineTransformMakeTranslation(0, -keyboardHeight);
}

- (void)keyboardWillHide:(NSNotification *)notification {
	self.view.transform = CGAffineTransformIdentity;
}

@end
