/// A finger dragging the form, and what the scroll view's `keyboardDismissMode` makes of it.
///
/// - `none`: the content follows the finger (a user scroll), nothing else.
/// - `onDrag`: the keyboard is dismissed as the drag begins (Apple: "dismisses the keyboard when a
///   drag begins"), with the usual dismiss sequence; then the content follows.
/// - `interactive`: once the finger reaches the keyboard, the keyboard's top follows it. Nothing
///   is posted while it moves — change-frame notifications arrive "only … when the keyboard is
///   displayed and dismissed" (radar 14847817, 2013; freshOS/KeyboardLayoutGuide#17: not "until
///   the pan gesture ends", iOS 9–12). When the finger lifts moving down the keyboard goes away
///   (the dismiss sequence, begin = where the finger left it); moving up it slides back and
///   will/did show are posted, begin = where it was left.
///
/// The finger starts at the middle of the window; each step of the path is instantaneous.
extension Simulator {
  public mutating func drag(_ path: [Double]) {
    guard !path.isEmpty else { return }
    let mode = world.layout.keyboardDismissMode
    let keyboardUp = world.keyboardShown && world.focusedIndex != nil && !hardwareKeyboard
    if mode == .onDrag, keyboardUp { dismiss() }
    guard mode == .interactive, keyboardUp else {
      for dy in path { userScroll(by: -dy) }
      return
    }
    let rest = world.shownKeyboardFrame
    let bottom = world.windowBounds.height
    var finger = bottom / 2
    var pulled = false
    for dy in path {
      userScroll(by: -dy)
      finger += dy
      let top = min(bottom, max(rest.minY, finger))
      pulled = pulled || top > rest.minY
      if pulled {
        world.placeKeyboard(Rect(origin: Point(x: rest.minX, y: top), size: rest.size), timing: nil)
      }
    }
    guard pulled else { return }
    if let last = path.last, last > 0 {
      dismiss()
    } else if world.keyboardFrame != rest {
      slideKeyboard(shown: true)
    }
  }
}
