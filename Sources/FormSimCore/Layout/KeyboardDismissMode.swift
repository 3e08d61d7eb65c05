/// `UIScrollView.keyboardDismissMode`: what a drag of the form does to the keyboard.
public enum KeyboardDismissMode: String, Sendable, Hashable, CaseIterable {
  /// The drag only scrolls (UIKit's default).
  case none
  /// The keyboard is dismissed as soon as a drag begins.
  case onDrag
  /// The keyboard follows the finger once it reaches the keyboard, and at the end goes away or
  /// comes back.
  case interactive
}
