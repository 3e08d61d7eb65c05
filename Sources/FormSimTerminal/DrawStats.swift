/// What the last `draw` cost, so performance stays visible (cells, time and, headless, bytes).
public struct DrawStats: Sendable, Hashable {
  /// Glyphs handed to curses (continuation cells of wide glyphs are not counted).
  public var cellsChanged: Int
  /// Runs of changed cells, from `FrameDiff.changedRuns`.
  public var runs: Int
  /// Whether the whole screen was repainted (first frame or after a size change).
  public var fullRepaint: Bool
  /// Wall time spent in `draw`: copying the cells into curses and, for `draw(_:cursor:)`, the
  /// `doupdate` that sends them.
  public var seconds: Double

  public init(cellsChanged: Int = 0, runs: Int = 0, fullRepaint: Bool = false, seconds: Double = 0)
  {
    self.cellsChanged = cellsChanged
    self.runs = runs
    self.fullRepaint = fullRepaint
    self.seconds = seconds
  }
}
