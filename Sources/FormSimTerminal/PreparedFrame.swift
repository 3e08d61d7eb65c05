import CNcurses
import FormSimRender

/// A frame's changed cells already converted to curses characters and grouped into the calls
/// `draw` makes: what ncurses itself needs to draw the frame, with no diffing, styling or
/// conversion left to do.
///
/// `formsim-bench` draws these to measure the floor of a frame's cost — the part only ncurses
/// can spend, through the same calls `draw` makes — and reports the real draw as a multiple of
/// it. Only the bench sees them: they are its interface (`@_spi(Bench) import FormSimTerminal`),
/// not the screen's.
@_spi(Bench) public struct PreparedFrame {
  var batch: CursesBatch
  /// Where the real cursor goes, or nil to hide it, as in `draw`.
  var cursor: CellPosition?
  /// The frame, kept so that the screen's idea of what is shown stays right after drawing it.
  let grid: CellGrid

  /// How many cells curses is given.
  public var cellCount: Int { batch.cellCount }
}

@_spi(Bench) extension NcursesScreen {
  /// The cells of `grid` that differ from `old`, as curses characters for this screen.
  public func prepare(
    _ grid: CellGrid, cursor: CellPosition?, from old: CellGrid?
  ) -> PreparedFrame {
    CursesLock.lock.lock()
    defer { CursesLock.lock.unlock() }
    set_term(screen)
    var batch = CursesBatch()
    collect(FrameDiff.changedRuns(old: old, new: grid), of: grid, into: &batch)
    return PreparedFrame(batch: batch, cursor: cursor, grid: grid)
  }

  /// Hands the prepared cells to curses and sends them with one `doupdate`: the least any
  /// program drawing these changes with ncurses could do.
  public func drawPrepared(_ frame: PreparedFrame) {
    CursesLock.lock.lock()
    defer { CursesLock.lock.unlock() }
    guard !isClosed else { return }
    set_term(screen)
    frame.batch.store(in: window)
    finish(cursor: frame.cursor)
    previous = frame.grid
  }
}
