/// Draws the key hints on the last row, as htop and mc do: the function key highlighted, its
/// action plain beside it.
///
/// Typing goes into the focused field, so every command is on a key that cannot be text; the
/// footer is where the user finds them. Hints that do not fit whole are left out rather than cut.
public struct FooterRenderer: Sendable {
  public var theme: Theme

  public init(theme: Theme) {
    self.theme = theme
  }

  /// The hints in order: key and action.
  public static let hints: [(key: String, label: String)] = [
    ("F1", "Help"), ("F2", "Strategy"), ("F3", "Device"), ("F4", "Rotate"), ("F5", "Predictive"),
    ("F6", "HwKbd"), ("F7", "Slow"), ("F8", "Pause"), ("F9", "Step"), ("F10", "Quit"),
    ("F11", "Emoji"), ("F12", "Undock"),
  ]

  public func draw(in rect: CellRect, into grid: inout CellGrid) {
    draw(Self.hints, in: rect, into: &grid)
  }

  /// Draws `hints` instead of the interactive simulator's: a demo or a comparison offers only the
  /// keys that mean something there.
  public func draw(
    _ hints: [(key: String, label: String)], in rect: CellRect, into grid: inout CellGrid
  ) {
    guard rect.width > 0, rect.height > 0 else { return }
    grid.fill(
      CellRect(x: rect.x, y: rect.y, width: rect.width, height: 1), style: theme.footerLabel)
    var column = rect.x
    for hint in hints {
      let width = DisplayWidth.of(hint.key) + DisplayWidth.of(hint.label)
      guard column + width <= rect.maxX else { break }
      column = grid.put(hint.key, x: column, y: rect.y, style: theme.footerKey)
      column = grid.put(hint.label, x: column, y: rect.y, style: theme.footerLabel)
      column += 1
    }
  }
}
