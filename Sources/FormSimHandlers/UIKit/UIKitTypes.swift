import FormSimCore

/// What FormSim knows of UIKit's and Foundation's type names: which values a cast accepts, which
/// properties are outlets to bind, and each type's zero.
enum UIKitTypes {
  /// The name without optionality, generics' brackets or Objective-C's pointer star.
  static func bare(_ type: String) -> String {
    var name = type.trimmingBlanks()
    while let last = name.last, "?!*".contains(last) { name.removeLast() }
    name = name.trimmingBlanks()
    if name.hasPrefix("__kindof ") { name.removeFirst("__kindof ".count) }
    return name
  }

  static let scrollViewTypes: Set<String> = ["UIScrollView", "UITableView", "UICollectionView"]
  static let fieldTypes: Set<String> = ["UITextField", "UITextView"]

  /// Whether a stored property of this type stands for a view or constraint of the screen, and
  /// so must be bound to run.
  static func needsBinding(_ type: String?) -> Bool {
    guard let type else { return false }
    let name = bare(type)
    return scrollViewTypes.contains(name) || fieldTypes.contains(name)
      || ["NSLayoutConstraint", "UIView"].contains(name)
  }

  /// The `--bind` target a property of `type` most likely wants, for the message.
  static func bindingHint(_ type: String?) -> String {
    let name = type.map(bare) ?? ""
    if scrollViewTypes.contains(name) { return "scroll" }
    if fieldTypes.contains(name) { return "field:1" }
    if name == "NSLayoutConstraint" { return "scroll.bottom (or content.height)" }
    return "content (or scroll, root)"
  }

  /// Whether `value` is of `type`, as `as?` and `is` decide.
  static func value(_ value: Value, is type: String, in world: World) -> Bool {
    let name = bare(type)
    switch value {
    case .nothing: return false
    case .rect:
      return ["CGRect", "NSValue", "AnyObject", "Any", "NSObject", "CGRect?"].contains(name)
    case .point: return ["CGPoint", "NSValue", "Any", "AnyObject"].contains(name)
    case .size: return ["CGSize", "NSValue", "Any", "AnyObject"].contains(name)
    case .int, .double:
      return [
        "NSNumber", "Double", "CGFloat", "Float", "Int", "UInt", "TimeInterval", "NSTimeInterval",
        "Any", "AnyObject", "NSInteger", "NSUInteger", "UIView.AnimationCurve",
        "UIViewAnimationCurve", "Int32", "Int64",
      ].contains(name)
    case .bool: return ["Bool", "NSNumber", "Any", "AnyObject", "BOOL"].contains(name)
    case .string: return ["String", "NSString", "Any", "AnyObject"].contains(name)
    case .userInfo:
      return name.hasPrefix("[")
        || ["NSDictionary", "Dictionary", "Any", "AnyObject"].contains(name)
    case .notification:
      return ["Notification", "NSNotification", "Any", "AnyObject"].contains(name)
    case .object(let object):
      switch object {
      case .field(let index):
        let multiline = world.fields[index].kind == .multiline
        if name == "UITextField" { return !multiline }
        if name == "UITextView" { return multiline }
        return ["UIView", "UIResponder", "NSObject", "Any", "AnyObject", "UIControl"].contains(name)
          || (name.hasPrefix("UI") == false && !name.hasPrefix("NS") && !name.hasPrefix("CG"))
      case .scrollView:
        return scrollViewTypes.contains(name)
          || ["UIView", "NSObject", "Any", "AnyObject"].contains(name)
      case .rootView, .contentView, .window:
        return name.hasPrefix("UI")
          ? name == "UIView" || name == "UIWindow" && object == .window : true
      default: return true
      }
    default: return true
    }
  }

  /// A type's `.zero` or default value, for an implicit member or an uninitialised C variable.
  static func zero(of type: String) -> Value? {
    switch bare(type) {
    case "CGRect": .rect(.zero)
    case "CGPoint": .point(.zero)
    case "CGSize": .size(Size(width: 0, height: 0))
    case "UIEdgeInsets": .insets(.zero)
    case "CGAffineTransform": .transform(.identity)
    case "CGFloat", "Double", "Float", "TimeInterval", "NSTimeInterval", "double", "float":
      .double(0)
    case "Int", "NSInteger", "UInt", "NSUInteger", "int": .int(0)
    default: nil
    }
  }
}
