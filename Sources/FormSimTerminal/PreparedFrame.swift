import CNcurses
import FormSimRender

/// A frame's changed cells already converted to curses characters: what ncurses itself needs
/// to draw the frame, with no diffing, styling or conversion left to do.
///
/// `formsim bench` draws these to measure the floor of a frame's cost — the part only ncurses
/// can spend — and reports the real draw as a multiple of it.
public struct PreparedFrame {
  struct Item {
    var row: Int32
    var column: Int32
    var character: cchar_t
  }

  var items: [Item]
  /// Where the real cursor goes, or nil to hide it, as in `draw`.
  var cursor: (column: Int, row: Int)?
  /// The frame, kept so that the screen's idea of what is shown stays right after drawing it.
  let grid: CellGrid

  /// How many cells curses is given.
  public var cellCount: Int { items.count }
}

extension NcursesScreen {
  /// The cells of `grid` that differ from `old`, as curses characters for this screen.
  public func prepare(
    _ grid: CellGrid, cursor: (column: Int, row: Int)?, from old: CellGrid?
  ) -> PreparedFrame {
    CursesLock.lock.lock()
    defer { CursesLock.lock.unlock() }
    set_term(screen)
    var items: [PreparedFrame.Item] = []
    for run in FrameDiff.changedRuns(old: old, new: grid) where run.row < size.rows {
      for x in run.columns where x < size.columns {
        let cell = grid[x, run.row]
        if cell.isContinuation { continue }
        items.append(
          PreparedFrame.Item(
            row: Int32(run.row), column: Int32(x), character: cursesCharacter(cell, x: x)))
      }
    }
    return PreparedFrame(items: items, cursor: cursor, grid: grid)
  }

  /// Hands the prepared cells to curses and sends them with one `doupdate`: the least any
  /// program drawing these changes with ncurses could do.
  public func drawPrepared(_ frame: PreparedFrame) {
    CursesLock.lock.lock()
    defer { CursesLock.lock.unlock() }
    guard !isClosed else { return }
    set_term(screen)
    for var item in frame.items {
      mvwadd_wch(window, item.row, item.column, &item.character)
    }
    if let cursor = frame.cursor {
      setCursor(visible: true)
      wmove(window, Int32(cursor.row), Int32(cursor.column))
    } else {
      setCursor(visible: false)
    }
    wnoutrefresh(window)
    doupdate()
    previous = frame.grid
  }
}
