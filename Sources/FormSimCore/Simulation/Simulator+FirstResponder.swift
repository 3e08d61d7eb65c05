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
/// It runs for every form, a bare full-screen one included: there the bounds are the whole
/// window, so it moves only a field that lies outside the window or under insets a strategy set
/// before it runs (a will-show's bottom inset, or one a did-show left for the next focus).
extension Simulator {
  /// Scrolls the focused field into the scroll view's inset bounds if it is outside them.
  mutating func scrollFirstResponderIntoBounds() {
    guard let index = world.focusedIndex else { return }
    // A text view brings its caret line, not its whole frame (UITextView scrolls its selection).
    let field =
      world.fields[index].kind == .multiline
      ? TextMetrics.caretLineRect(in: world.fields[index]) : world.fields[index].frame
    // Converted into the scroll view's coordinates, where a moved content view puts it.
    let shift = world.contentTranslation
    guard let target = world.offsetShowing(field.offsetBy(dx: shift.tx, dy: shift.ty)) else {
      return
    }
    world.setContentOffset(target, animated: true)
  }

  /// Scrolls the first responder into the bounds again if the scroll view's frame is no longer
  /// `frame` (what it was before a strategy's hook or a timer ran): a bottom constraint or a root
  /// view a handler resized.
  mutating func rescrollIfTheFrameChanged(from frame: Rect) {
    if world.scrollViewFrame != frame { scrollFirstResponderIntoBounds() }
  }
}

extension Simulator {
  /// Tells the strategy the caret moved in the first responder `index`.
  mutating func selectionChanged(in index: Int) {
    strategy.didChangeSelection(field: index, in: &world)
  }
}
