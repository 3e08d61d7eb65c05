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
    ("F6", "HwKbd"), ("F7", "Slow"), ("F8", "Pause"), ("F9", "Step"), ("F12", "Panel"),
    ("F10", "Quit"),
  ]

  public func draw(in rect: CellRect, into grid: inout CellGrid) {
    draw(Self.hints, in: rect, into: &grid)
  }

  /// Draws `hints` instead of the interactive simulator's: a demo or a comparison offers only the
  /// keys that mean something there.
  ///
  /// When they do not all fit, the first (Help) and the last (Quit) stay, and the others are kept
  /// in order while there is room for them beside those two: a user must always find how to get
  /// help and how to leave. Hints whose keys are words (`other keys Take control`) are set two
  /// columns apart, so that the row does not read as one sentence.
  public func draw(
    _ hints: [(key: String, label: String)], in rect: CellRect, into grid: inout CellGrid
  ) {
    guard rect.width > 0, rect.height > 0 else { return }
    grid.fill(
      CellRect(x: rect.x, y: rect.y, width: rect.width, height: 1), style: theme.footerLabel)
    var column = rect.x
    for hint in Self.shown(hints, width: rect.width) {
      column = grid.put(hint.key, x: column, y: rect.y, style: theme.footerKey, maxX: rect.maxX)
      column = grid.put(
        Self.separator(hint) + hint.label, x: column, y: rect.y, style: theme.footerLabel,
        maxX: rect.maxX)
      column += Self.gap(hints)
    }
  }

  /// Columns between two hints: one when every key is an F-key, whose highlighted key starts
  /// each hint; two when a key is a word or a list of keys.
  static func gap(_ hints: [(key: String, label: String)]) -> Int {
    hints.allSatisfy(isFunctionKey) ? 1 : 2
  }

  /// A space between a key and its label (`Esc Quit`, `other keys Take control`), except after
  /// an F-key, whose number already ends it (`F1Help`).
  static func separator(_ hint: (key: String, label: String)) -> String {
    isFunctionKey(hint) ? "" : " "
  }

  /// `F1` to `F12`.
  static func isFunctionKey(_ hint: (key: String, label: String)) -> Bool {
    hint.key.count > 1 && hint.key.first == "F" && hint.key.dropFirst().allSatisfy(\.isNumber)
  }

  /// The columns one hint takes, with the `gap` after it.
  static func width(_ hint: (key: String, label: String), gap: Int = 1) -> Int {
    DisplayWidth.of(hint.key) + DisplayWidth.of(separator(hint)) + DisplayWidth.of(hint.label)
      + gap
  }

  /// The hints that fit in `width` columns: all of them, or the first and the last with as many
  /// of the others, in order, as fit between.
  static func shown(_ hints: [(key: String, label: String)], width: Int)
    -> [(key: String, label: String)]
  {
    // The last hint needs no gap after it.
    let gap = Self.gap(hints)
    let total = hints.reduce(0) { $0 + Self.width($1, gap: gap) } - gap
    guard total > width, hints.count > 2, let first = hints.first, let last = hints.last else {
      return hints
    }
    var room = width - Self.width(first, gap: gap) - (Self.width(last, gap: gap) - gap)
    var kept = [first]
    for hint in hints.dropFirst().dropLast() where Self.width(hint, gap: gap) <= room {
      kept.append(hint)
      room -= Self.width(hint, gap: gap)
    }
    return kept + [last]
  }
}
