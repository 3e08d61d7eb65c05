/// Apple's documented recipe as the article writes it: after the keyboard has shown, set the
/// bottom content inset to its height and scroll the field up if the keyboard covers it.
///
/// Source: the article `info` cites (Register keyboard observers / keyboardWasShown).
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
    name: "content-inset", source: "article",
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

extension ContentInsetStrategy {
  /// The catalogue's entry: the info, a fresh strategy, and the demo tour's captions.
  public static let entry = StrategyEntry(
    info: info, make: { _ in ContentInsetStrategy() }, caption: caption)

  /// What the demo tour says at each moment: what this code does then, and what goes wrong.
  static func caption(_ moment: DemoMoment, _ figures: CaptionFigures) -> String {
    switch moment {
    case .highField:
      return
        "Nothing moves while the keyboard slides: only keyboardDidShow acts, then insets = keyboard height; the origin is clear, so no scroll."
    case .lowField:
      return
        "On the re-posted did-show the field's origin (content coordinates, offset ignored) is below root height − kb: it scrolls the top to kb − 15 pt."
    case .next:
      return
        "Same sum for the next field: origin − (kb − 15), animated, after the keyboard notifications have come and gone."
    case .type:
      return "Typing into the field it scrolled to."
    case .rotate:
      return
        "Rotation: kbSize comes from the begin frame — the keyboard before the turn — so inset and scroll use the wrong height."
    case .rotateBack:
      return
        "Back to portrait: now the begin frame is the landscape keyboard, so the bottom inset is too small."
    case .dismiss:
      return "keyboardWillHide: insets back to zero; the offset is left where it was."
    }
  }
}
