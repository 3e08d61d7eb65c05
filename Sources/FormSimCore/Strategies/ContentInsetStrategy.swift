/// Apple's documented recipe as the article writes it: after the keyboard has shown, set the
/// bottom content inset to its height and scroll the field up if the keyboard covers it.
///
/// Source: seed `001_9bfa069f596b330c.txt` (Register keyboard observers / keyboardWasShown).
/// Quirks kept on purpose:
/// - It acts on `keyboardDidShow`, so nothing moves until the keyboard has finished sliding in
///   (for 0.3 s the field is covered), then the content animates on its own.
/// - The keyboard size comes from the **begin** frame; before iOS 8 frames were fixed to the
///   portrait screen, so in landscape the "height" is the screen's long side.
/// - The covered test uses the field's origin in content coordinates against the root view's
///   frame, ignoring the scroll offset; and `origin.y − (kbHeight − 15)` puts the field's *top*
///   15 pt below the keyboard-height line, whatever the screen height.
/// - `keyboardWillHide` zeroes the insets but leaves the offset where it was.
public struct ContentInsetStrategy: KeyboardAvoidanceStrategy {
  public static let info = StrategyInfo(
    name: "content-inset", source: "seeds/001_9bfa069f596b330c.txt",
    article: .keepingContentFromUnderTheKeyboard,
    summary: "on did-show: inset = keyboard, scroll to origin - (kb - 15)",
    quirks: [
      "acts only after the keyboard has stopped moving (keyboardDidShow)",
      "reads the keyboard size from the begin frame",
      "tests the field's origin without the scroll offset",
      "leaves the offset alone on hide",
    ])

  private var activeField: Int?

  public init() {}

  public mutating func didBeginEditing(field: Int, in world: inout World) {
    activeField = field
  }

  public mutating func didEndEditing(field: Int, in world: inout World) {
    activeField = nil
  }

  public mutating func keyboardDidShow(
    _ notification: KeyboardNotification, in world: inout World
  ) {
    let keyboardSize = notification.beginFrame.size
    let insets = EdgeInsets(bottom: keyboardSize.height)
    world.contentInset = insets
    world.scrollIndicatorInsets = insets
    var visibleRect = world.rootViewFrame
    visibleRect.size.height -= keyboardSize.height
    guard let field = activeField else { return }
    let origin = world.fieldFrame(field).origin
    if !visibleRect.contains(origin) {
      let scrollPoint = Point(x: 0, y: origin.y - (keyboardSize.height - 15))
      world.setContentOffset(scrollPoint, animated: true)
    }
  }

  public mutating func keyboardWillHide(
    _ notification: KeyboardNotification, in world: inout World
  ) {
    world.contentInset = .zero
    world.scrollIndicatorInsets = .zero
  }
}
