/// Which views of a dump are text inputs, and what they are called.
///
/// UIKit's own subclasses print under their own names with no `baseClass` note
/// (`UISearchBarTextField`, `UISearchTextField`, an alert's text field), so they are known by
/// name. A class of an app or a library that UIKit does not name is a text field when it holds
/// what only a text field holds (its placeholder's `UITextFieldLabel`, its border view, its
/// text-layout canvas, its field editor), and a text view when it holds a text container. The
/// field editor itself, a scroll view inside every field being edited, is no field; nor is a
/// text view that cannot be edited, nor an input that takes no touches
/// (`userInteractionEnabled = NO`, as a read-only text view inside a button is).
enum ViewHierarchyDumpInputs {
  /// UIKit's text-field classes, private ones included.
  static let textFields: Set<String> = [
    "UITextField", "UISearchBarTextField", "UISearchTextField", "_UIAlertControllerTextField",
    "UIAlertSheetTextField", "_UISearchBarTextField", "UISecureTextField",
  ]
  /// UIKit's text-view classes.
  static let textViews: Set<String> = ["UITextView"]
  /// Views only a text field holds, directly.
  static let textFieldParts: Set<String> = [
    "UITextFieldLabel", "UITextFieldBorderView", "_UITextLayoutCanvasView",
    "_UITextFieldCanvasView", "UIFieldEditor", "_UITextFieldRoundedRectBackgroundViewNeue",
    "_UITextFieldRoundedRectBackgroundView", "_UISearchBarSearchFieldBackgroundView",
    "UISearchBarTextFieldLabel",
  ]
  /// Views only a text view holds, directly.
  static let textViewParts: Set<String> = ["_UITextContainerView", "_UITextLayoutView"]
  /// Classes that hold those parts and are no input themselves.
  static let notInputs: Set<String> = ["UIFieldEditor", "UISearchBar", "UIView", "UIWindow"]
  /// The labels a field shows its placeholder in before iOS 13 printed `placeholder =`.
  static let placeholderLabels: Set<String> = ["UITextFieldLabel", "UISearchBarTextFieldLabel"]

  /// The Interface Builder element the view stands for when it is a text input, else `nil`.
  static func tag(of view: ViewHierarchyDump.View) -> String? {
    // A text view that cannot be edited, or an input that takes no touches, is no field.
    if view.properties["editable"] == "NO" || view.properties["userInteractionEnabled"] == "NO" {
      return nil
    }
    if textFields.contains(view.kind) { return "textField" }
    if textViews.contains(view.kind) { return "textView" }
    guard view.baseClass == nil, !notInputs.contains(view.className),
      !view.className.hasPrefix("UI") || view.className.contains(".")
    else { return nil }
    let parts = Set(view.children.map(\.className))
    if !parts.isDisjoint(with: textViewParts) { return "textView" }
    if !parts.isDisjoint(with: textFieldParts) { return "textField" }
    return nil
  }

  /// The placeholder a field shows in a label of its own (iOS 5 to 12), when its description
  /// prints none.
  static func childPlaceholder(of view: ViewHierarchyDump.View) -> String? {
    view.children.first { placeholderLabels.contains($0.className) }?.properties["text"]
  }
}
