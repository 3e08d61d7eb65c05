/// Hands out curses colour-pair numbers for foreground/background combinations as they are needed.
///
/// curses draws colour through numbered pairs that must be initialised first; FormSim's 17 colours
/// make at most 289 combinations, far fewer than most terminals allow, so each is allocated once,
/// on first use. Pure bookkeeping: the screen calls `init_pair` for the new pairs it reports.
///
/// The pairs live in a flat table of 289 slots, one per combination, rather than a dictionary:
/// a dictionary keyed by a struct of ours makes the runtime look up the key's `Hashable`
/// conformance when its storage is first built, a scan of every conformance in the program, before
/// the first frame.
public struct ColorPairTable: Sendable {
  /// Pair numbers available (`COLOR_PAIRS`); pair 0 is fixed to the terminal's defaults.
  public let limit: Int
  /// The pair of each combination, 0 while it has none, at `slot(foreground:background:)`.
  private var pairs = [Int16](repeating: 0, count: colors * colors)
  /// How many pairs have been handed out.
  private var allocated = 0

  /// Colour numbers −1 (the terminal's default) to 15.
  private static let colors = 17

  public init(limit: Int) {
    self.limit = limit
  }

  /// The pair for `foreground` on `background`, and whether it is new (so it needs `init_pair`).
  ///
  /// Default on default is pair 0. When the terminal runs out of pairs the answer is pair 0 too:
  /// text stays readable, only its colour is lost; so is a colour number outside −1...15, which
  /// `CursesStyle` never makes.
  public mutating func pair(foreground: Int16, background: Int16) -> (number: Int16, isNew: Bool) {
    if foreground == -1 && background == -1 { return (0, false) }
    guard let slot = Self.slot(foreground: foreground, background: background) else {
      return (0, false)
    }
    if pairs[slot] != 0 { return (pairs[slot], false) }
    let next = allocated + 1
    guard next < limit, next <= Int(Int16.max) else { return (0, false) }
    allocated = next
    pairs[slot] = Int16(next)
    return (Int16(next), true)
  }

  /// Forgets every allocation, e.g. when a new screen is opened.
  public mutating func reset() {
    self = ColorPairTable(limit: limit)
  }

  private static func slot(foreground: Int16, background: Int16) -> Int? {
    let first = Int(foreground) + 1
    let second = Int(background) + 1
    guard 0..<colors ~= first, 0..<colors ~= second else { return nil }
    return first * colors + second
  }
}
