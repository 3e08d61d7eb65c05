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

  /// Fully visible: the verdict the panel and `check` show as ✓.
  public var isFullyVisible: Bool { visibleFraction >= 1 - 1e-9 }
}
