/// Where the focused field ends up on screen, and whether the user can see it.
public struct FieldReport: Sendable, Hashable {
  /// The field's number, 1-based as scripts, reports and the screen count fields (`simulate`
  /// writes it under the key `index`); code that indexes the world's fields uses 0-based
  /// indices and converts at the edge.
  public var number: Int
  public var frameInWindow: Rect
  /// The share of the field inside the window, below the status bar and above the keyboard's
  /// top: its height's share there times its width's share inside the window's sides.
  public var visibleFraction: Double
  /// Keyboard top minus field bottom; negative when covered, `nil` without a keyboard.
  public var gapToKeyboard: Double?
  /// Where the caret is on screen (`field.caretRectInWindow`).
  public var caretRectInWindow: Rect

  /// The report of field `index` (0-based) of `world` in `state` (its model or presentation
  /// values): what `simulate` says of the focused field, for any field.
  public init(field index: Int, of world: World, in state: ViewState) {
    let frame = state.windowFrame(ofContent: world.fields[index].frame)
    self.init(
      number: index + 1, frameInWindow: frame, visibleFraction: state.visibleFraction(of: frame),
      gapToKeyboard: state.gapToKeyboard(of: frame),
      caretRectInWindow: world.caretRectInWindow(ofField: index, in: state))
  }

  public init(
    number: Int, frameInWindow: Rect, visibleFraction: Double, gapToKeyboard: Double?,
    caretRectInWindow: Rect
  ) {
    self.number = number
    self.frameInWindow = frameInWindow
    self.visibleFraction = visibleFraction
    self.gapToKeyboard = gapToKeyboard
    self.caretRectInWindow = caretRectInWindow
  }

  /// Fully visible: the verdict the panel and `check` show as ✓.
  public var isFullyVisible: Bool { visibleFraction >= 1 - 1e-9 }
}
