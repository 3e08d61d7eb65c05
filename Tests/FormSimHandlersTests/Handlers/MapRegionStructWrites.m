// Follows the shape of a civic app's "new report" screen (ulimalta/IHC---Obras'
// NewConstructionViewController.m): a map centred on the user with a region struct from
// MapKit, whose header is not FormSim's, above a form that scrolls its description into view
// by the keyboard's height when it is shown.
#import <UIKit/UIKit.h>
#import <MapKit/MapKit.h>

@interface ReportFormController : UIViewController
@property (nonatomic, weak) IBOutlet UIScrollView *formScroll;
@property (nonatomic, weak) IBOutlet MKMapView *mapView;
@end

@implementation ReportFormController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWasShown:) name:UIKeyboardDidShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (void)centerOn:(CLLocationCoordinate2D)location {
    MKCoordinateRegion region;
    region.center = location;
    region.span.latitudeDelta = 0.01;
    [self.mapView setRegion:region animated:YES];
}

- (void)keyboardWasShown:(NSNotification *)notification {
    CGSize size = [[[notification userInfo] objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue].size;
    [self.formScroll setContentOffset:CGPointMake(0, size.height / 2) animated:NO];
}

- (void)keyboardWillHide:(NSNotification *)notification {
    [self.formScroll setContentOffset:CGPointZero animated:NO];
}

@end
