/// Grows the content view's height constraint by the keyboard height and scrolls so the field's
/// bottom sits 5 pt above the keyboard.
///
/// Source: the article `info` cites ("iOS – Resizing the ScrollView on keyboard
/// appearance"). Quirks kept on purpose:
/// - `keyboardWillShow` returns at once while it holds a keyboard height, so on modern iOS (which
///   re-posts will-show on every focus change) a second field is never followed.
/// - `distanceToBottom` uses the field's frame in its superview and ignores the current offset, so
///   a form the user has scrolled gets the wrong offset.
/// - The offset is *set* to `collapse + 5`, not increased by it.
/// - The offset to restore is saved in `shouldBeginEditing`, so moving to a second field saves
///   the already-scrolled offset and dismissing restores that, not the original.
/// - Its hard-coded 0.3 s animations ignore the keyboard's own duration and curve.
/// - It changes the height constraint's constant inside `UIView.animate` without
///   `layoutIfNeeded()`: the content size jumps at the next layout pass instead of animating.
public struct ContentHeightStrategy: KeyboardAvoidanceStrategy {
  public static let info = StrategyInfo(
    name: "content-height", source: "article",
    article: .resizingTheScrollView,
    summary: "grows the content height by the keyboard, offset = collapse + 5",
    quirks: [
      "ignores keyboardWillShow while it holds a height: a second field is not followed",
      "distanceToBottom ignores the current scroll offset",
      "saves the offset to restore on every shouldBeginEditing",
    ])

  private var currentField: Int?
  private var lastOffset: Point?
  private var keyboardHeight: Double?

  public init() {}

  public mutating func shouldBeginEditing(field: Int, in world: inout World) -> Bool {
    currentField = field
    lastOffset = world.contentOffset
    return true
  }

  public mutating func shouldReturn(field: Int, in world: inout World) -> ReturnAction {
    currentField = nil
    return .resign
  }

  public mutating func keyboardWillShow(
    _ notification: KeyboardNotification, in world: inout World
  ) {
    if keyboardHeight != nil { return }
    let height = notification.endFrame.height
    keyboardHeight = height
    world.animate(.seed) { $0.setContentHeightConstraint($0.contentHeight + height) }
    guard let field = currentField else { return }
    let frame = world.fieldFrame(field)
    let distanceToBottom = world.scrollViewFrame.height - frame.minY - frame.height
    let collapseSpace = height - distanceToBottom
    if collapseSpace < 0 { return }
    let x = lastOffset?.x ?? 0
    world.animate(.seed) { $0.contentOffset = Point(x: x, y: collapseSpace + 5) }
  }

  public mutating func keyboardWillHide(
    _ notification: KeyboardNotification, in world: inout World
  ) {
    guard let height = keyboardHeight else { return }
    let restore = lastOffset ?? .zero
    world.animate(.seed) {
      $0.setContentHeightConstraint($0.contentHeight - height)
      $0.contentOffset = restore
    }
    keyboardHeight = nil
  }
}

extension ContentHeightStrategy {
  /// The catalogue's entry: the info, a fresh strategy, and the demo tour's captions.
  public static let entry = StrategyEntry(
    info: info, make: { _ in ContentHeightStrategy() }, caption: caption)

  /// What the demo tour says at each moment: what this code does then, and what goes wrong.
  static func caption(_ moment: DemoMoment, _ figures: CaptionFigures) -> String {
    switch moment {
    case .highField:
      return
        "keyboardWillShow: contentHeight grows by the keyboard's height; the field is above the keyboard (collapse < 0), so no scroll."
    case .lowField:
      return
        "The re-posted keyboardWillShow returns at once: it still holds a keyboard height, so the low field is not followed."
    case .next:
      return
        "Ignored again: it only scrolls on the first keyboardWillShow, to collapse + 5, measured without the current offset."
    case .type:
      return "Typing works, whether or not the field can be seen."
    case .rotate:
      return
        "Rotation re-posts keyboardWillShow with a new height: ignored, and contentHeight keeps the old keyboard's height."
    case .rotateBack:
      return "Back to portrait: ignored once more."
    case .dismiss:
      return
        "keyboardWillHide: contentHeight shrinks back and the offset returns to the one saved by the last shouldBeginEditing."
    }
  }
}
