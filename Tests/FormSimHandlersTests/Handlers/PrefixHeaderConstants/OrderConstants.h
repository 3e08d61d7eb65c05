// The app's constants, some of Core Location's types, which FormSim's UIKit does not declare.

#define ORDER_KEYBOARD_MARGIN 6

extern const CLLocationDistance kOrderDeliveryRadius;
extern const NSTimeInterval kOrderRefreshInterval;
