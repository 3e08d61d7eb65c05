/// What `--bind NAME=TARGET` can connect an outlet to.
public enum BindingTarget {
  /// The words TARGET can be, for help and messages.
  public static let words = [
    "scroll", "content", "root", "field:N", "scroll.bottom", "-scroll.bottom", "content.height",
    "none",
  ]

  /// `none`: a view or constraint FormSim does not draw (a separator's height, a badge), opaque,
  /// so that what the code writes to it changes nothing simulated.
  static let nothingSimulated = "none"

  /// The object a TARGET names, or nil.
  static func object(_ word: String) -> UIKitObject? {
    switch word {
    case "scroll": return .scrollView
    case "content": return .contentView
    case "root": return .rootView
    default: break
    }
    if let constraint = ConstraintTarget(rawValue: word) { return .constraint(constraint) }
    if word.hasPrefix("field:"), let number = Int(word.dropFirst("field:".count)), number >= 1 {
      return .field(number - 1)
    }
    return nil
  }

  /// The type an undeclared name bound to TARGET is declared with (`UIScrollView` for
  /// `scroll`); nil for `none` or a word that is no target.
  static func declaredType(of word: String) -> String? {
    switch object(word) {
    case .scrollView?: "UIScrollView"
    case .contentView?, .rootView?: "UIView"
    case .constraint?: "NSLayoutConstraint"
    case .field?: "UITextField"
    default: nil
    }
  }
}
