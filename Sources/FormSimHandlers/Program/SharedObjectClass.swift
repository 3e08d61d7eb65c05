/// UIKit's classes of which an app uses one shared object (`UIApplication.shared`,
/// `UIScreen.main`, `UIDevice.current`, the default notification centre): a category or an
/// extension on one of them adds members to that object, which run with it as `self`.
public enum SharedObjectClass {
  /// The class's name as the program records it (`HandlerProgram.Method.owner`), for any of
  /// its spellings; nil for any other class.
  public static func named(_ type: String) -> String? {
    switch type {
    case "UIApplication", "UIScreen", "UIDevice": type
    case "NotificationCenter", "NSNotificationCenter": "NotificationCenter"
    default: nil
    }
  }

  /// The shared object of one of these classes.
  static func object(of type: String) -> UIKitObject? {
    switch named(type) {
    case "UIApplication": .application
    case "UIScreen": .screen
    case "UIDevice": .device
    case "NotificationCenter": .notificationCenter
    default: nil
    }
  }

  /// The class of a simulated object, when it is one of these.
  static func of(_ object: UIKitObject) -> String? {
    switch object {
    case .application: "UIApplication"
    case .screen: "UIScreen"
    case .device: "UIDevice"
    case .notificationCenter: "NotificationCenter"
    default: nil
    }
  }
}
