/// The enumerations and option sets handlers pass to UIKit, by every name they go by: Swift's
/// member (`.curveEaseInOut`) and Objective-C's constant (`UIViewAnimationOptionCurveEaseInOut`).
enum UIKitConstants {
  /// `UIView.AnimationOptions`: the curve sits in bits 16–19.
  static func animationOption(_ name: String) -> Int? {
    if let option = options[name] { return option }
    for prefix in ["UIViewAnimationOption", "UIViewKeyframeAnimationOption"]
    where name.hasPrefix(prefix) {
      let key = name.dropFirst(prefix.count)
      return options[key.prefix(1).lowercased() + key.dropFirst()]
    }
    return nil
  }

  /// Name tables: an implicit member (`.easeIn` in a `switch`) is looked up here each time it
  /// is evaluated.
  private static let options = NameTable(optionValues.map { ($0.key, $0.value) })

  private static let optionValues: [String: Int] = [
    "layoutSubviews": 1 << 0, "allowUserInteraction": 1 << 1,
    "beginFromCurrentState": 1 << 2, "repeat": 1 << 3, "autoreverse": 1 << 4,
    "overrideInheritedDuration": 1 << 5, "overrideInheritedCurve": 1 << 6,
    "allowAnimatedContent": 1 << 7, "showHideTransitionViews": 1 << 8,
    "overrideInheritedOptions": 1 << 9, "curveEaseInOut": 0 << 16, "curveEaseIn": 1 << 16,
    "curveEaseOut": 2 << 16, "curveLinear": 3 << 16, "calculationModeLinear": 0,
    "calculationModeCubic": 3 << 10, "transitionNone": 0,
  ]

  /// Other named constants: curves, orientations, idioms, inset adjustment, rectangles' edges.
  static func named(_ name: String) -> Value? { table[name] }

  private static let table = NameTable(tableValues.map { ($0.key, $0.value) })

  private static let tableValues: [String: Value] = [
    "easeInOut": .int(0), "easeIn": .int(1), "easeOut": .int(2), "linear": .int(3),
    "UIViewAnimationCurveEaseInOut": .int(0), "UIViewAnimationCurveEaseIn": .int(1),
    "UIViewAnimationCurveEaseOut": .int(2), "UIViewAnimationCurveLinear": .int(3),
    "portrait": .int(1), "portraitUpsideDown": .int(2), "landscapeRight": .int(3),
    "landscapeLeft": .int(4), "unknown": .int(0), "faceUp": .int(5), "faceDown": .int(6),
    "UIInterfaceOrientationPortrait": .int(1),
    "UIInterfaceOrientationPortraitUpsideDown": .int(2),
    "UIInterfaceOrientationLandscapeRight": .int(3),
    "UIInterfaceOrientationLandscapeLeft": .int(4), "UIDeviceOrientationPortrait": .int(1),
    "UIDeviceOrientationLandscapeLeft": .int(3), "UIDeviceOrientationLandscapeRight": .int(4),
    "phone": .int(0), "pad": .int(1), "UIUserInterfaceIdiomPhone": .int(0),
    "UIUserInterfaceIdiomPad": .int(1), "automatic": .int(0), "scrollableAxes": .int(1),
    "never": .int(2), "always": .int(3),
    "UIScrollViewContentInsetAdjustmentNever": .int(2),
    "UIScrollViewContentInsetAdjustmentAutomatic": .int(0),
    "minXEdge": .int(0), "minYEdge": .int(1), "maxXEdge": .int(2), "maxYEdge": .int(3),
    "foregroundActive": .int(0), "foregroundInactive": .int(1),
    "UISceneActivationStateForegroundActive": .int(0),
    "CGRectMinXEdge": .int(0), "CGRectMinYEdge": .int(1), "CGRectMaxXEdge": .int(2),
    "CGRectMaxYEdge": .int(3),
  ]
}
