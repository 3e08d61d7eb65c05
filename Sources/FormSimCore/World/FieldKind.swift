/// The two kinds of input a form holds.
public enum FieldKind: String, Sendable, Hashable, CaseIterable {
  /// A single-line `UITextField`; return goes to the delegate's `shouldReturn`.
  case text
  /// A `UITextView`: text wraps, return inserts a line break, the caret can sit below the top.
  case multiline

  /// UIKit's usual height for the kind.
  public var defaultHeight: Double { self == .text ? 31 : 100 }
}
