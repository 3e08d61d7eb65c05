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
/// A mouse drag arrives as press, moves and release (`beginDrag`, `moveDrag`, `endDrag`); a script's
/// `drag` is the same three at once.
extension Simulator {
  /// A drag in progress: where the finger is, and what the keyboard has done so far.
  struct ActiveDrag: Sendable {
    /// Whether the keyboard follows the finger (`interactive`, keyboard up at the start).
    var interactive: Bool
    /// The keyboard's resting frame when the drag began.
    var rest: Rect
    var finger: Double
    var pulled = false
    /// The last move: its direction decides whether the keyboard goes or returns.
    var lastMove = 0.0
  }

  public mutating func drag(_ path: [Double]) {
    guard !path.isEmpty else { return }
    beginDrag()
    for dy in path { moveDrag(by: dy) }
    endDrag()
  }

  /// The finger touches the form (at the middle of the window).
  public mutating func beginDrag() {
    let mode = world.layout.keyboardDismissMode
    // What a hardware keyboard leaves (the iPad's shortcuts bar, an input accessory) is a
    // keyboard here too: a drag dismisses it or pulls it down.
    let keyboardUp =
      world.keyboardShown && world.focusedIndex != nil && !hardwareKeyboardHidesEverything
    if mode == .onDrag, keyboardUp { dismiss() }
    activeDrag = ActiveDrag(
      interactive: mode == .interactive && keyboardUp, rest: world.shownKeyboardFrame,
      finger: world.windowBounds.height / 2)
  }

  /// The finger moves `dy` points down (negative: up); the content follows it.
  public mutating func moveDrag(by dy: Double) {
    guard var drag = activeDrag else { return }
    userScroll(by: -dy)
    drag.lastMove = dy
    if drag.interactive {
      drag.finger += dy
      let rest = drag.rest
      let top = min(world.windowBounds.height, max(rest.minY, drag.finger))
      drag.pulled = drag.pulled || top > rest.minY
      if drag.pulled {
        world.placeKeyboard(Rect(origin: Point(x: rest.minX, y: top), size: rest.size), timing: nil)
      }
    }
    activeDrag = drag
  }

  /// The finger lifts: a pulled keyboard goes away if the finger was moving down, else returns.
  public mutating func endDrag() {
    guard let drag = activeDrag else { return }
    activeDrag = nil
    guard drag.interactive, drag.pulled else { return }
    if drag.lastMove > 0 {
      dismiss()
    } else if world.keyboardFrame != drag.rest {
      slideKeyboard(shown: true)
    }
  }

  /// Whether a finger is down dragging the form.
  public var isDragging: Bool { activeDrag != nil }
}
