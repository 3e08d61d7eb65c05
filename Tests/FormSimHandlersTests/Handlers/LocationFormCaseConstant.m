// A check-in form of about 2016 whose header is not given and which switches over Core
// Location's authorisation status (the shape of location-aware forms, such as the player
// screens of Straas-iOS-sdk's examples, in this project's words): `kCLAuthorizationStatus…`
// in a `case` is the framework's constant, not a property the missing header declares.
#import "LocationFormViewController.h"
#import <CoreLocation/CoreLocation.h>

@implementation LocationFormViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
}

- (void)locationManager:(CLLocationManager *)manager didChangeAuthorizationStatus:(CLAuthorizationStatus)status {
    switch (status) {
        case kCLAuthorizationStatusAuthorizedWhenInUse:
        case kCLAuthorizationStatusAuthorizedAlways:
            [manager startUpdatingLocation];
            break;
        default:
            break;
    }
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGFloat height = CGRectGetHeight([notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue]);
    self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, height, 0);
}

@end
