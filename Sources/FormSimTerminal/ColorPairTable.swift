/// Hands out curses colour-pair numbers for foreground/background combinations as they are needed.
///
/// curses draws colour through numbered pairs that must be initialised first; FormSim's 17 colours
/// make at most 289 combinations, far fewer than most terminals allow, so each is allocated once,
/// on first use. Pure bookkeeping: the screen calls `init_pair` for the new pairs it reports.
public struct ColorPairTable: Sendable {
  /// Pair numbers available (`COLOR_PAIRS`); pair 0 is fixed to the terminal's defaults.
  public let limit: Int
  private var pairs: [Key: Int16] = [:]

  private struct Key: Hashable {
    var foreground: Int16
    var background: Int16
  }

  public init(limit: Int) {
    self.limit = limit
  }

  /// The pair for `foreground` on `background`, and whether it is new (so it needs `init_pair`).
  ///
  /// Default on default is pair 0. When the terminal runs out of pairs the answer is pair 0 too:
  /// text stays readable, only its colour is lost.
  public mutating func pair(foreground: Int16, background: Int16) -> (number: Int16, isNew: Bool) {
    if foreground == -1 && background == -1 { return (0, false) }
    let key = Key(foreground: foreground, background: background)
    if let number = pairs[key] { return (number, false) }
    let next = pairs.count + 1
    guard next < limit, next <= Int(Int16.max) else { return (0, false) }
    pairs[key] = Int16(next)
    return (Int16(next), true)
  }

  /// Forgets every allocation, e.g. when a new screen is opened.
  public mutating func reset() {
    pairs = [:]
  }
}
