/// UIScrollView's own care for its first responder.
///
/// When a text field or view inside a scroll view becomes first responder, and again when the
/// scroll view's frame changes while it is, UIKit scrolls it into the scroll view's *bounds* —
/// the bounds less the adjusted content insets, not the part above the keyboard — with an
/// animated `scrollRectToVisible`. TPKeyboardAvoiding's `TPKeyboardAvoiding_scrollToActiveTextField`
/// (UIScrollView+TPKeyboardAvoidingAdditions.m) defers its own `setContentOffset:animated:` to the
/// next run-loop turn because an immediate one "interferes with UIScrollView behavior which
/// automatically ensures that the first responder is within its bounds". A strategy that has
/// already placed the field inside the bounds sees nothing of it.
///
/// It runs for forms that use any of the real-screen layout keys (`Layout.usesAppChrome`): the
/// seeds' bare forms keep the figures they were worked out with, where a script may focus a field
/// far below the screen and the strategy alone decides what moves.
extension Simulator {
  /// Scrolls the focused field into the scroll view's inset bounds if it is outside them.
  mutating func scrollFirstResponderIntoBounds() {
    guard world.usesAppChrome, let index = world.focusedIndex else { return }
    // A text view brings its caret line, not its whole frame (UITextView scrolls its selection).
    let field =
      world.fields[index].kind == .multiline
      ? TextMetrics.caretLineRect(in: world.fields[index]) : world.fields[index].frame
    guard let target = world.offsetShowing(field) else { return }
    world.setContentOffset(target, animated: true)
  }
}

extension Simulator {
  /// Tells the strategy the caret moved in the first responder `index`.
  mutating func selectionChanged(in index: Int) {
    strategy.didChangeSelection(field: index, in: &world)
  }
}
