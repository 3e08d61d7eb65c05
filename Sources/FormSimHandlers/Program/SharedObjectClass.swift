/// UIKit's classes of which an app uses one shared object (`UIApplication.shared`,
/// `UIScreen.main`, `UIDevice.current`, the default notification centre): a category or an
/// extension on one of them adds members to that object, which run with it as `self`. A
/// layout constraint's class is read the same way: its extension's members run on the bound
/// constraint they are called on (`bottomConstraint.followKeyboard()`).
public enum SharedObjectClass {
  /// The shared objects, whose classes `of(_:)` names, each with the class properties that give
  /// it, in Swift and in Objective-C.
  private static let accessors: [UIKitObject: [String]] = [
    .application: ["shared", "sharedApplication"], .screen: ["main", "mainScreen"],
    .device: ["current", "currentDevice"], .notificationCenter: ["default", "defaultCenter"],
  ]

  /// The class's name as the program records it, for any of its spellings; nil for any other
  /// class.
  public static func named(_ type: String) -> String? {
    let name = type == "NSNotificationCenter" ? "NotificationCenter" : type
    return accessors.keys.contains { of($0) == name } || name == constraintClass ? name : nil
  }

  /// The shared object of one of these classes.
  static func object(of type: String) -> UIKitObject? {
    let name = named(type)
    return accessors.keys.first { of($0) == name }
  }

  /// The shared object `type.accessor` gives (`NotificationCenter.default`,
  /// `[UIScreen mainScreen]`), nil for any other member.
  static func object(of type: String, accessor: String) -> UIKitObject? {
    guard let object = object(of: type), accessors[object]?.contains(accessor) == true else {
      return nil
    }
    return object
  }

  /// The class of a simulated object, when it is one of these.
  static func of(_ object: UIKitObject) -> String? {
    // A switch, not a search: the evaluator asks at every member of an object.
    switch object {
    case .constraint, .guideConstraint: constraintClass
    case .application: "UIApplication"
    case .screen: "UIScreen"
    case .device: "UIDevice"
    case .notificationCenter: "NotificationCenter"
    default: nil
    }
  }

  /// The constraints' class, which has no one shared object.
  private static let constraintClass = "NSLayoutConstraint"
}
