// A contact form of about 2012 with a URL-encoding helper through Core Foundation and a font
// sized from the system's (the shape of MDContactForm's view controller and the feedback forms
// like it, in this project's words): a bridged cast to `CFStringRef` and `[UIFont
// systemFontSize]` are the app's own code, beside keyboard code that runs.
#import <UIKit/UIKit.h>

@interface ContactFormViewController : UIViewController
@property (nonatomic, strong) IBOutlet UIScrollView *scrollView;
@property (nonatomic, strong) IBOutlet UILabel *titleLabel;
@end

@implementation ContactFormViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.titleLabel.font = [UIFont boldSystemFontOfSize:[UIFont systemFontSize] + 2];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
}

- (CGFloat)bodyFontSize {
    return [UIFont systemFontSize];
}

- (NSString *)encodedString:(NSString *)string {
    if (string == nil) {
        return @"";
    }
    return (__bridge_transfer NSString *)CFURLCreateStringByAddingPercentEscapes(NULL, (__bridge CFStringRef)string, NULL, (CFStringRef)@"!*'();:@&=+$,/?%#[]", kCFStringEncodingUTF8);
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGRect keyboardFrame = [[[notification userInfo] objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, keyboardFrame.size.height, 0);
}

@end
