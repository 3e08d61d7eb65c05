/// UIKit's classes of which an app uses one shared object (`UIApplication.shared`,
/// `UIScreen.main`, `UIDevice.current`, the default notification centre): a category or an
/// extension on one of them adds members to that object, which run with it as `self`. A
/// layout constraint's class is read the same way: its extension's members run on the bound
/// constraint they are called on (`bottomConstraint.followKeyboard()`).
public enum SharedObjectClass {
  /// Each class, as the program records it (`HandlerProgram.Method.owner`), with its object
  /// and the class properties that give it, in Swift and in Objective-C.
  private static let classes: [(name: String, object: UIKitObject, accessors: [String])] = [
    ("UIApplication", .application, ["shared", "sharedApplication"]),
    ("UIScreen", .screen, ["main", "mainScreen"]),
    ("UIDevice", .device, ["current", "currentDevice"]),
    ("NotificationCenter", .notificationCenter, ["default", "defaultCenter"]),
  ]

  /// The class's name as the program records it, for any of its spellings; nil for any other
  /// class.
  public static func named(_ type: String) -> String? {
    let name = type == "NSNotificationCenter" ? "NotificationCenter" : type
    return classes.contains { $0.name == name } || name == constraintClass ? name : nil
  }

  /// The shared object of one of these classes.
  static func object(of type: String) -> UIKitObject? {
    let name = named(type)
    return classes.first { $0.name == name }?.object
  }

  /// The shared object `type.accessor` gives (`NotificationCenter.default`,
  /// `[UIScreen mainScreen]`), nil for any other member.
  static func object(of type: String, accessor: String) -> UIKitObject? {
    let name = named(type)
    return classes.first { $0.name == name && $0.accessors.contains(accessor) }?.object
  }

  /// The class of a simulated object, when it is one of these.
  static func of(_ object: UIKitObject) -> String? {
    switch object {
    case .constraint, .guideConstraint: constraintClass
    default: classes.first { $0.object == object }?.name
    }
  }

  /// The constraints' class, which has no one shared object.
  private static let constraintClass = "NSLayoutConstraint"
}
