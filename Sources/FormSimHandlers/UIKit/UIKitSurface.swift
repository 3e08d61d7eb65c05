/// The parts of UIKit's surface known by name before the run: what the check before the run
/// lets through, skips with a warning, or refuses.
enum UIKitSurface {
  /// The view methods a `UIView` extension may call on itself without writing `self.`.
  static let viewMethods: Set<String> = [
    "layoutIfNeeded", "setNeedsLayout", "endEditing", "convert", "resignFirstResponder",
    "becomeFirstResponder",
  ]

  /// The members whose figures FormSim simulates: a value written there must be known.
  static let figures: Set<String> = [
    "contentInset", "scrollIndicatorInsets", "verticalScrollIndicatorInsets", "contentOffset",
    "contentSize", "frame", "bounds", "center", "transform", "constant",
  ]

  /// The methods that move what FormSim simulates: an outlet called with them must be bound.
  static let movingCalls: Set<String> = [
    "setContentOffset", "scrollRectToVisible", "setConstant", "layoutIfNeeded",
  ]

  /// The members that tell what an undeclared view is (`ImplicitOutlets`), the first that names
  /// a type winning.
  static let typeByMember: [String: String] = [
    "contentInset": "UIScrollView", "scrollIndicatorInsets": "UIScrollView",
    "verticalScrollIndicatorInsets": "UIScrollView", "contentOffset": "UIScrollView",
    "setContentOffset": "UIScrollView", "scrollRectToVisible": "UIScrollView",
    "contentSize": "UIScrollView", "constant": "NSLayoutConstraint",
    "setConstant": "NSLayoutConstraint", "becomeFirstResponder": "UITextField",
    "resignFirstResponder": "UITextField", "isFirstResponder": "UITextField",
  ]

  /// Members and methods the evaluator simulates, on any receiver.
  static let simulated: Set<String> = [
    // Geometry values.
    "origin", "size", "x", "y", "width", "height", "minX", "minY", "maxX", "maxY", "midX", "midY",
    "isEmpty", "isNull", "standardized", "integral", "top", "left", "bottom", "right", "tx", "ty",
    "a", "b", "c", "d", "isIdentity", "contains", "intersects", "intersection", "union",
    "offsetBy", "insetBy", "translatedBy", "scaledBy", "concatenating", "inverted",
    // Boxed values.
    "cgRectValue", "CGRectValue", "cgPointValue", "CGPointValue", "cgSizeValue", "CGSizeValue",
    "doubleValue", "floatValue", "cgFloatValue", "CGFloatValue", "intValue", "integerValue",
    "uintValue", "unsignedIntegerValue", "unsignedIntValue", "int32Value", "longValue",
    "boolValue", "rawValue", "isLandscape", "isPortrait", "uptimeNanoseconds",
    // Notifications.
    "userInfo", "name", "object", "objectForKey", "value", "valueForKey", "addObserver",
    "removeObserver", "default", "defaultCenter", "Name", "init",
    // Views.
    "view", "viewIfLoaded", "frame", "bounds", "center", "superview", "window", "safeAreaInsets",
    "transform", "isFirstResponder", "layoutIfNeeded", "setNeedsLayout",
    "setNeedsUpdateConstraints",
    "updateConstraintsIfNeeded", "layoutSubviews", "setNeedsDisplay", "endEditing",
    "resignFirstResponder", "becomeFirstResponder", "convert", "convertRect", "convertPoint",
    "isDescendant", "text", "tag", "isHidden", "alpha", "textContainerInset", "getValue",
    // Scroll views.
    "contentInset", "scrollIndicatorInsets", "verticalScrollIndicatorInsets",
    "horizontalScrollIndicatorInsets", "contentOffset", "contentSize", "adjustedContentInset",
    "isScrollEnabled", "scrollEnabled", "contentInsetAdjustmentBehavior", "setContentOffset",
    "scrollRectToVisible",
    // Arrays, dictionaries and strings.
    "count", "length", "keys", "values", "allKeys", "allValues", "last", "firstObject",
    "lastObject", "append", "insert", "remove", "removeLast", "removeFirst", "removeAll",
    "removeValue", "updateValue", "forEach", "map", "compactMap", "flatMap", "filter", "reduce",
    "enumerated", "reversed", "containsObject", "objectAtIndex", "addObject", "removeObject",
    "removeAllObjects", "removeObjectForKey", "setObject", "removeObjectAtIndex",
    "enumerateObjectsUsingBlock", "indices",
    // Constraints.
    "constant", "setConstant", "isActive", "active",
    // The app, screen and device.
    "main", "mainScreen", "shared", "sharedApplication", "current", "currentDevice",
    "applicationFrame", "scale", "nativeScale", "statusBarOrientation", "statusBarFrame",
    "keyWindow", "rootViewController", "windows", "first", "orientation", "userInterfaceIdiom",
    "systemVersion",
    "interfaceOrientation", "isViewLoaded", "navigationController", "tabBarController",
    "presentingViewController", "parent", "sendAction",
    // Queues and animation.
    "async", "asyncAfter", "addOperation", "now", "animate", "animateWithDuration",
    "animateKeyframes", "animateKeyframesWithDuration", "addKeyframe",
    "addKeyframeWithRelativeStartTime", "performWithoutAnimation", "transition",
    "beginAnimations", "setAnimationDuration", "setAnimationCurve", "setAnimationDelay",
    "setAnimationBeginsFromCurrentState", "setAnimationDelegate", "setAnimationsEnabled",
    "commitAnimations", "runningPropertyAnimator", "runningPropertyAnimatorWithDuration",
    "addAnimations", "addCompletion", "startAnimation", "stopAnimation", "finishAnimation",
    "pauseAnimation", "zero", "identity", "AnimationOptions", "AnimationCurve",
    "KeyframeAnimationOptions", "callAsFunction", "max", "min", "nan", "infinity", "pi",
    "notifications",
    "greatestFiniteMagnitude",
  ]

  /// What FormSim does not simulate and nothing it simulates reads: a statement that writes or
  /// calls one of these is skipped with a warning, the reason given.
  static let ignored: [String: String] = {
    var table: [String: String] = [:]
    for name in [
      "backgroundColor", "textColor", "tintColor", "barTintColor", "font", "layer",
      "cornerRadius", "borderWidth", "borderColor", "shadowOpacity", "shadowRadius",
      "shadowColor", "shadowOffset", "masksToBounds", "clipsToBounds", "image", "setImage",
      "attributedText", "attributedPlaceholder", "textAlignment",
    ] {
      table[name] = "colours and looks"
    }
    for name in [
      "addGestureRecognizer", "removeGestureRecognizer", "addTarget", "removeTarget",
      "cancelsTouchesInView",
    ] {
      table[name] = "gesture recognizers and control targets"
    }
    for name in [
      "addSubview", "insertSubview", "removeFromSuperview", "bringSubviewToFront",
      "sendSubviewToBack", "translatesAutoresizingMaskIntoConstraints", "autoresizingMask",
    ] {
      table[name] = "the view hierarchy, which the layout file gives"
    }
    for name in [
      "reloadData", "register", "dataSource", "delegate", "reloadRows", "reloadSections",
      "beginUpdates", "endUpdates", "estimatedRowHeight", "rowHeight",
    ] {
      table[name] = "table data and delegates"
    }
    for name in [
      "setNavigationBarHidden", "setToolbarHidden", "navigationItem", "title", "setTitle",
      "isNavigationBarHidden", "hidesBottomBarWhenPushed",
    ] {
      table[name] = "navigation-bar visibility and titles"
    }
    for name in [
      "placeholder", "keyboardType", "returnKeyType", "autocorrectionType",
      "autocapitalizationType", "isSecureTextEntry", "clearButtonMode", "spellCheckingType",
      "textContentType", "keyboardAppearance", "enablesReturnKeyAutomatically", "isEnabled",
      "isUserInteractionEnabled", "accessibilityLabel", "accessibilityIdentifier",
    ] {
      table[name] = "text input traits and accessibility"
    }
    for name in [
      "showsVerticalScrollIndicator", "showsHorizontalScrollIndicator", "bounces",
      "alwaysBounceVertical", "alwaysBounceHorizontal", "keyboardDismissMode",
      "flashScrollIndicators",
    ] {
      table[name] = "scroll-view looks (keyboardDismissMode is the layout's key)"
    }
    table["isHidden"] = "visibility"
    table["hidden"] = "visibility"
    table["alpha"] = "visibility"
    return table
  }()

  /// Types whose calls and properties the evaluator knows: a call on another capitalised name
  /// (`Analytics.track(…)`) is someone else's code, skipped with a warning.
  static let knownTypes: Set<String> = [
    "UIView", "UIScreen", "UIApplication", "UIDevice", "NotificationCenter",
    "NSNotificationCenter", "NSNotification", "Notification", "DispatchQueue", "DispatchTime",
    "DispatchWallTime", "OperationQueue", "UIViewPropertyAnimator", "CGRect", "CGPoint", "CGSize",
    "UIEdgeInsets", "CGAffineTransform", "CGFloat", "Double", "Float", "Int", "UInt", "Bool",
    "String", "NSValue", "NSNumber", "UIResponder", "UIKeyboardFrameEndUserInfoKey", "Selector",
    "UIViewAnimationOptions", "UIViewAnimationCurve", "UIInterfaceOrientation",
    "UIDeviceOrientation", "UIScrollView", "UITextField", "UITextView", "TimeInterval",
    "NSTimeInterval", "Int64", "Int32", "NSInteger", "Notification.Name", "UIKeyboardWillShow",
    "Task", "UIWindow",
  ]
}

extension UIKitSurface {
  /// The free functions the evaluator knows (`Evaluator.callGlobal`).
  static let globalFunctions: Set<String> = [
    "print", "println", "debugPrint", "NSLog", "CGRectMake", "NSMakeRect", "CGPointMake",
    "NSMakePoint", "CGSizeMake", "NSMakeSize", "UIEdgeInsetsMake",
    "CGAffineTransformMakeTranslation",
    "CGAffineTransformMakeScale", "CGAffineTransformTranslate", "CGAffineTransformIsIdentity",
    "max", "fmax", "fmaxf", "MAX", "min", "fmin", "fminf", "MIN", "abs", "fabs", "fabsf", "ABS",
    "floor", "floorf", "ceil", "ceilf", "round", "roundf", "rint", "CGRectGetMinX", "CGRectGetMinY",
    "CGRectGetMaxX", "CGRectGetMaxY", "CGRectGetMidX", "CGRectGetMidY", "CGRectGetWidth",
    "CGRectGetHeight", "CGRectContainsPoint", "CGRectContainsRect", "CGRectIntersectsRect",
    "CGRectIntersection", "CGRectOffset", "UIInterfaceOrientationIsLandscape",
    "UIDeviceOrientationIsLandscape", "UIInterfaceOrientationIsPortrait",
    "UIDeviceOrientationIsPortrait", "NSStringFromCGRect", "NSStringFromCGPoint",
    "NSStringFromCGSize", "NSStringFromUIEdgeInsets", "NSSelectorFromString",
    "dispatch_get_main_queue", "dispatch_time", "dispatch_async", "dispatch_after", "stride",
  ]
}
