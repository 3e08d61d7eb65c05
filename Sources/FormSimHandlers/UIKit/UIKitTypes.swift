import FormSimCore

/// What FormSim knows of UIKit's and Foundation's type names: which values a cast accepts, which
/// properties are outlets to bind, and each type's zero.
enum UIKitTypes {
  /// The name without optionality, generics' brackets or Objective-C's pointer star.
  static func bare(_ type: String) -> String {
    // Most types are written plainly (`CGRect`, `CGFloat`): nothing to trim or strip, and no
    // new string.
    if isPlain(type) { return type }
    var name = type.trimmingBlanks()
    while let last = name.last, "?!*".contains(last) { name.removeLast() }
    name = name.trimmingBlanks()
    if name.hasPrefix("__kindof ") { name.removeFirst("__kindof ".count) }
    return name
  }

  /// Whether a property of this type is an outlet collection of text fields or views
  /// (`@IBOutlet var fields: [UITextField]!`): Interface Builder connects the form's fields.
  static func isFieldCollection(_ type: String?) -> Bool {
    guard let type else { return false }
    let name = bare(type)
    guard name.hasPrefix("["), name.hasSuffix("]") else { return false }
    return fieldTypes.contains(bare(String(name.dropFirst().dropLast())))
  }

  /// ASCII without blanks (so no `__kindof `) and not ending in `?`, `!` or `*`: already bare.
  private static func isPlain(_ type: String) -> Bool {
    var last: UInt8 = 0
    for byte in type.utf8 {
      if byte >= 0x80 || byte == 0x20 || byte == 0x09 { return false }
      last = byte
    }
    return last != UInt8(ascii: "?") && last != UInt8(ascii: "!") && last != UInt8(ascii: "*")
  }

  static let scrollViewTypes: Set<String> = ["UIScrollView", "UITableView", "UICollectionView"]

  /// The geometry type whose initialiser takes these argument labels (`x:y:` a point,
  /// `width:height:` a size, `x:y:width:height:` or `origin:size:` a rectangle,
  /// `top:left:bottom:right:` insets), for `.init(…)` where the context gives no type.
  static func geometryType(labels: [String?]) -> String? {
    switch labels {
    case ["x", "y"]: "CGPoint"
    case ["width", "height"]: "CGSize"
    case ["x", "y", "width", "height"], ["origin", "size"]: "CGRect"
    case ["top", "left", "bottom", "right"]: "UIEdgeInsets"
    default: nil
    }
  }

  /// Whether a type as written (`UITableView!`, `UIKit.UIScrollView`) is one the screen's scroll
  /// view stands for.
  static func isScrollView(_ type: String?) -> Bool {
    type.map { scrollViewTypes.contains(bare($0)) } ?? false
  }
  static let fieldTypes: Set<String> = ["UITextField", "UITextView"]
  /// Views that hold no field and are none of the screen's simulated views: an image, a label,
  /// a control. No `--bind` target can stand for one, so an outlet to one is drawn nowhere, and
  /// moving it changes nothing simulated.
  static let undrawnViewTypes: Set<String> = [
    "UIImageView", "UILabel", "UIButton", "UISwitch", "UISlider", "UIStepper",
    "UISegmentedControl", "UIActivityIndicatorView", "UIProgressView", "UIPageControl",
    "UIDatePicker", "UIPickerView", "UIToolbar", "UINavigationBar", "UITabBar", "UISearchBar",
    "UIVisualEffectView", "UIWebView", "WKWebView", "MKMapView",
  ]

  /// Whether a property of `type` is a view FormSim does not draw, declared implicitly
  /// unwrapped (`var searchBar: UISearchBar!`): a promise that something sets it before use,
  /// a storyboard or code in a file not given, so that it is opaque rather than nil.
  static func isUndrawnAndSetElsewhere(_ type: String?) -> Bool {
    guard let type, type.hasSuffix("!") else { return false }
    return undrawnViewTypes.contains(bare(type))
  }

  /// Whether a stored property of this type stands for a view or constraint of the screen, and
  /// so must be bound to run.
  static func needsBinding(_ type: String?) -> Bool {
    guard let type else { return false }
    let name = bare(type)
    return scrollViewTypes.contains(name) || fieldTypes.contains(name)
      || ["NSLayoutConstraint", "UIView"].contains(name)
  }

  /// The `--bind` target a property of `type` most likely wants, for the message; a
  /// constraint's by what its name (`outlet`) says it holds.
  static func bindingHint(_ type: String?, outlet: String = "") -> String {
    let name = type.map(bare) ?? ""
    if scrollViewTypes.contains(name) { return "scroll" }
    // Which field an outlet is only the user knows: `N` asks for its number.
    if fieldTypes.contains(name) { return "field:N" }
    if name == "NSLayoutConstraint" { return constraintHint(outlet) }
    return "content (or scroll, root)"
  }

  /// A constraint is most often the form's bottom edge, which the keyboard moves: a name
  /// that says so (`keyboardHeightConstraint`, `bottomSpace`) keeps that hint. A name that
  /// says it is horizontal or a top edge (`scrollViewLeading`, `contentWidth`,
  /// `contentViewTop`), or the height of a view other than the form's (`postCodeViewHeight`),
  /// stands for nothing the form's bindings move: `none`, which `scroll.bottom` would turn
  /// into a lift of the scroll view's bottom.
  static func constraintHint(_ outlet: String) -> String {
    let words = outlet.lowercased()
    if words.contains("bottom") || words.contains("keyboard") { return bottomEdgeHint }
    if ConstraintWords.unbindable.contains(where: words.contains) { return "none" }
    guard words.contains("height") else { return bottomEdgeHint }
    // The scroll view's own height: lowered, it lifts the bottom edge the way a negative
    // constant of the bottom constraint the other way round does.
    if words.contains("scroll"), !words.contains("content") {
      return "-scroll.bottom (or content.height)"
    }
    let others = ConstraintWords.unnamed.reduce(words) { $0.replacing($1, with: "") }
    return others.isEmpty || ConstraintWords.form.contains(where: words.contains)
      ? "content.height (or scroll.bottom)" : "none (or content.height)"
  }

  /// The hint for the form's bottom edge, the constraint keyboard code most often moves.
  static let bottomEdgeHint = "scroll.bottom (or content.height)"

  /// `bindingHint` for an outlet the code writes through `written` (its own name, or another
  /// that holds it): a bottom edge the code lowers by a negative constant is the constraint
  /// the other way.
  static func bindingHint(
    _ type: String?, outlet: String, writtenAs written: String, in program: HandlerProgram
  ) -> String {
    let hint = bindingHint(type, outlet: outlet)
    if hint == bottomEdgeHint, type.map(bare) == "NSLayoutConstraint",
      ConstraintDirection.writesNegative(written, in: program) == true
    {
      return "-" + hint
    }
    return hint
  }

  private enum ConstraintWords {
    /// Edges no binding stands for: horizontal ones, and a top edge (the bottom is the
    /// form's, and its content's height).
    static let unbindable = ["leading", "trailing", "left", "right", "width", "centerx", "top"]
    /// What names the form's content or scroll view, whose height a binding stands for.
    static let form = ["content", "scroll", "container", "form"]
    /// The words of a name that name no view (`heightConstraint`).
    static let unnamed = ["height", "layout", "constraint", "constant", "ns", "_"]
  }

  /// Whether `value` is of `type`, as `as?` and `is` decide; `isMultiline` tells a text view
  /// from a text field.
  static func value(_ value: Value, is type: String, isMultiline: (Int) -> Bool) -> Bool {
    let name = bare(type)
    switch value {
    case .nothing: return false
    case .rect: return CastTargets.rect.contains(name)
    case .point: return CastTargets.point.contains(name)
    case .size: return CastTargets.size.contains(name)
    case .int, .double: return CastTargets.number.contains(name)
    case .bool: return CastTargets.bool.contains(name)
    case .string: return CastTargets.string.contains(name)
    case .userInfo: return takesUserInfo(name)
    case .notification: return CastTargets.notification.contains(name)
    case .object(let object):
      switch object {
      case .field(let index):
        let multiline = isMultiline(index)
        if name == "UITextField" { return !multiline }
        if name == "UITextView" { return multiline }
        return CastTargets.field.contains(name)
          || (name.hasPrefix("UI") == false && !name.hasPrefix("NS") && !name.hasPrefix("CG"))
      case .scrollView:
        return scrollViewTypes.contains(name) || CastTargets.scrollView.contains(name)
      case .rootView, .contentView, .window:
        return name.hasPrefix("UI")
          ? name == "UIView" || name == "UIWindow" && object == .window : true
      case .viewController, .navigationController, .tabBarController:
        // The screen is no container controller (`rootViewController as? UITabBarController`
        // fails where the layout has no tab bar), and each container is only itself.
        guard let container = CastTargets.containers[name] else { return true }
        return container == object
      default: return true
      }
    default: return true
    }
  }

  /// Whether a cast to the type `name` (bare) takes a notification's `userInfo`: `[String: Any]`,
  /// Swift 2's `Dictionary<String, NSValue>`, `NSDictionary<NSString *, id>`. On a device every
  /// key is a string and every value an `NSValue` (a number is one too).
  static func takesUserInfo(_ name: String) -> Bool {
    name.hasPrefix("[") || name.hasPrefix("Dictionary<") || name.hasPrefix("NSDictionary<")
      || CastTargets.dictionary.contains(name)
  }

  /// The types each kind of value passes `as?` to, built once.
  private enum CastTargets {
    static let rect: Set = ["CGRect", "NSValue", "AnyObject", "Any", "NSObject", "CGRect?"]
    static let point: Set = ["CGPoint", "NSValue", "Any", "AnyObject"]
    static let size: Set = ["CGSize", "NSValue", "Any", "AnyObject"]
    static let number: Set = [
      "NSNumber", "Double", "CGFloat", "Float", "Int", "UInt", "TimeInterval", "NSTimeInterval",
      "Any", "AnyObject", "NSInteger", "NSUInteger", "UIView.AnimationCurve",
      "UIViewAnimationCurve", "Int32", "Int64",
    ]
    static let bool: Set = ["Bool", "NSNumber", "Any", "AnyObject", "BOOL"]
    static let string: Set = ["String", "NSString", "Any", "AnyObject"]
    static let dictionary: Set = ["NSDictionary", "Dictionary", "Any", "AnyObject"]
    static let notification: Set = ["Notification", "NSNotification", "Any", "AnyObject"]
    static let field: Set = ["UIView", "UIResponder", "NSObject", "Any", "AnyObject", "UIControl"]
    static let scrollView: Set = ["UIView", "NSObject", "Any", "AnyObject"]
    /// The container controllers, and the object that is each where the layout has one.
    static let containers: [String: UIKitObject?] = [
      "UITabBarController": .tabBarController, "UINavigationController": .navigationController,
      "UISplitViewController": nil, "UIPageViewController": nil,
    ]
  }

  /// What an Objective-C instance variable of `type` holds before anything is stored in it:
  /// the runtime clears an object's memory, so a number is 0, a `BOOL` NO and a struct all
  /// zeros (a transform too: not the identity). Nil for an object, and for a type FormSim does
  /// not know the layout of.
  static func clearedMemory(of type: String?) -> Value {
    guard let type else { return .nothing }
    switch bare(type) {
    case "BOOL", "bool", "Bool": return .bool(false)
    case "CGAffineTransform": return .transform(AffineTransform(a: 0, d: 0))
    default: break
    }
    if let zero = Zero(type: type) { return zero.zero }
    if case .integer = NumberConversion(type) { return .int(0) }
    return .nothing
  }

  /// The types with a zero (`.zero`, or the default value of an uninitialised C variable), each
  /// named once here with its zero.
  enum Zero {
    case rect, point, size, insets, transform, double, int

    /// The type named `type`, if it has a zero.
    init?(type: String) {
      switch UIKitTypes.bare(type) {
      case "CGRect": self = .rect
      case "CGPoint": self = .point
      case "CGSize": self = .size
      case "UIEdgeInsets": self = .insets
      case "CGAffineTransform": self = .transform
      case "CGFloat", "Double", "Float", "TimeInterval", "NSTimeInterval", "double", "float":
        self = .double
      case "Int", "NSInteger", "UInt", "NSUInteger", "int": self = .int
      default: return nil
      }
    }

    /// The type of `value`, if it is one with a zero.
    init?(of value: Value) {
      switch value {
      case .rect: self = .rect
      case .point: self = .point
      case .size: self = .size
      case .insets: self = .insets
      case .transform: self = .transform
      case .double: self = .double
      case .int: self = .int
      default: return nil
      }
    }

    var zero: Value {
      switch self {
      case .rect: .rect(.zero)
      case .point: .point(.zero)
      case .size: .size(Size(width: 0, height: 0))
      case .insets: .insets(.zero)
      case .transform: .transform(.identity)
      case .double: .double(0)
      case .int: .int(0)
      }
    }

    /// The type's name, whose initialiser `.init(…)` calls there.
    var typeName: String {
      switch self {
      case .rect: "CGRect"
      case .point: "CGPoint"
      case .size: "CGSize"
      case .insets: "UIEdgeInsets"
      case .transform: "CGAffineTransform"
      case .double: "CGFloat"
      case .int: "Int"
      }
    }
  }
}
