import CNcurses
import FormSimRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension NcursesScreen {
  /// Shows `grid`, sending only the cells that differ from the previous frame, and puts the real
  /// cursor at `cursor` (or hides it).
  ///
  /// The screen is never cleared between frames, which is what keeps it from flickering; only a
  /// change of size forgets the previous frame and repaints everything once. Cells outside the
  /// terminal are clipped. One `doupdate` per call.
  public func draw(_ grid: CellGrid, cursor: (column: Int, row: Int)?) {
    CursesLock.lock.lock()
    defer { CursesLock.lock.unlock() }
    guard !isClosed else { return }
    let started = MonotonicClock().now
    set_term(screen)
    refreshSize()
    let resized = drawnSize.map { $0 != size } ?? false
    let reshaped = previous.map { $0.width != grid.width || $0.height != grid.height } ?? false
    let fullRepaint = previous == nil || resized || reshaped
    if resized || reshaped {
      previous = nil
      werase(window)
      clearok(window, true)
    }
    let runs = FrameDiff.changedRuns(old: previous, new: grid)
    var changed = 0
    for run in runs where run.row < size.rows {
      for x in run.columns where x < size.columns {
        let cell = grid[x, run.row]
        if cell.isContinuation { continue }
        put(cell, x: x, y: run.row)
        changed += 1
      }
    }
    previous = grid
    drawnSize = size
    if let cursor, cursor.column >= 0, cursor.row >= 0, cursor.column < size.columns,
      cursor.row < size.rows
    {
      setCursor(visible: true)
      wmove(window, Int32(cursor.row), Int32(cursor.column))
    } else {
      setCursor(visible: false)
    }
    wnoutrefresh(window)
    doupdate()
    lastDraw = DrawStats(
      cellsChanged: changed, runs: runs.count, fullRepaint: fullRepaint,
      seconds: MonotonicClock().now - started)
  }

  /// The attributes and colour pair for `style`, allocating the pair on first use.
  private func cursesForm(of style: Style) -> (attributes: attr_t, pair: Int16) {
    if let last = lastStyle, last.style == style { return (last.attributes, last.pair) }
    let curses = CursesStyle(style, capabilities: capabilities)
    let pair = pairs.pair(foreground: curses.foreground, background: curses.background)
    if pair.isNew { init_pair(pair.number, curses.foreground, curses.background) }
    lastStyle = (style, curses.attributes, pair.number)
    return (curses.attributes, pair.number)
  }

  /// Writes one cell with its attributes and colour pair.
  private func put(_ cell: Cell, x: Int, y: Int) {
    var character = cursesCharacter(cell, x: x)
    mvwadd_wch(window, Int32(y), Int32(x), &character)
  }

  /// `cell` as curses stores it: the glyph (a space where the terminal cannot show it), its
  /// attributes and its colour pair (allocated on first use).
  func cursesCharacter(_ cell: Cell, x: Int) -> cchar_t {
    let (attributes, pairNumber) = cursesForm(of: cell.style)
    var character = cchar_t()
    withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: 6) { buffer in
      var count = 0
      if let scalar = cell.glyphScalar {
        // One scalar (nearly every cell): its width and code straight from the cell's bytes.
        let width = DisplayWidth.of(scalar)
        let shown: Unicode.Scalar
        if width == 0 || (width == 2 && x + 1 >= size.columns) {
          shown = " "
        } else if !unicodeEnabled && !scalar.isASCII {
          shown = "?"
        } else {
          shown = scalar
        }
        buffer[0] = wchar_t(bitPattern: shown.value)
        count = 1
      } else {
        var glyph = cell.glyph
        let width = DisplayWidth.of(glyph)
        if width == 0 || (width == 2 && x + 1 >= size.columns) {
          glyph = " "
        } else if !unicodeEnabled && !glyph.isASCII {
          // curses cannot show it in this locale; the renderer should have chosen ASCII already.
          glyph = "?"
        }
        for scalar in glyph.unicodeScalars where count < 5 {
          buffer[count] = wchar_t(bitPattern: scalar.value)
          count += 1
        }
      }
      buffer[count] = 0
      setcchar(&character, buffer.baseAddress, attributes, pairNumber, nil)
    }
    return character
  }
}
