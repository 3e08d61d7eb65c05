import CNcurses
import FormSimCore
import FormSimRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension NcursesScreen {
  /// Shows `grid`, sending only the cells that differ from the previous frame, and puts the real
  /// cursor at `cursor` (or hides it): `draw(_:)` and `flush()` in one call.
  ///
  /// The screen is never cleared between frames, which is what keeps it from flickering; only a
  /// change of size forgets the previous frame and repaints everything once. Cells outside the
  /// terminal are clipped. One `doupdate` per call.
  public func draw(_ grid: CellGrid, cursor: CellPosition?) {
    CursesLock.lock.lock()
    defer { CursesLock.lock.unlock() }
    guard !isClosed else { return }
    let started = MonotonicClock().now
    stage(grid, cursor: cursor)
    doupdate()
    lastDraw.seconds = MonotonicClock().now - started
  }

  /// Copies the cells of `grid` that differ from the previous frame into curses and places the
  /// cursor, without sending anything: the next `doupdate` sends the frame.
  func stage(_ grid: CellGrid, cursor: CellPosition?) {
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
    batch.removeAll()
    collect(runs, of: grid, into: &batch)
    batch.store(in: window)
    previous = grid
    drawnSize = size
    place(cursor: cursor)
    lastDraw = DrawStats(cellsChanged: batch.cellCount, runs: runs.count, fullRepaint: fullRepaint)
  }

  /// Places or hides the real cursor and sends the frame with one `doupdate`.
  func finish(cursor: CellPosition?) {
    place(cursor: cursor)
    doupdate()
  }

  /// Places or hides the real cursor and hands the window to curses' next `doupdate`.
  func place(cursor: CellPosition?) {
    if let cursor, cursor.column >= 0, cursor.row >= 0, cursor.column < size.columns,
      cursor.row < size.rows
    {
      setCursor(visible: true)
      wmove(window, Int32(cursor.row), Int32(cursor.column))
    } else {
      setCursor(visible: false)
    }
    wnoutrefresh(window)
  }

  /// Converts the cells of `runs` that lie on the terminal to curses characters in `batch`,
  /// skipping continuation cells (curses fills them itself from the wide glyph before them).
  func collect(_ runs: [CellRun], of grid: CellGrid, into batch: inout CursesBatch) {
    batch.reserveCapacity(forCells: runs.reduce(0) { $0 + $1.count }, runs: runs.count)
    grid.cells.withUnsafeBufferPointer { cells in
      guard let base = cells.baseAddress else { return }
      for run in runs where run.row < size.rows {
        let end = min(run.column + run.count, size.columns)
        guard run.column < end else { continue }
        let rowStart = run.row * grid.width
        let start = batch.characters.count
        var isString = true
        var x = run.column
        while x < end {
          let cell = cells[rowStart + x]
          if cell.isContinuation {
            // A continuation with no wide glyph before it in the run: curses would close the
            // gap, so the run goes cell by cell.
            isString = false
            x += 1
            continue
          }
          let spans = x + 1 < end && cells[rowStart + x + 1].isContinuation ? 2 : 1
          let entry = cursesEntry(cell, at: base + rowStart + x, x: x)
          if entry.columns != spans { isString = false }
          batch.characters.append(entry.character)
          x += spans
        }
        let count = batch.characters.count - start
        guard count > 0 else { continue }
        if isString {
          batch.runs.append(
            CursesBatch.Run(
              row: Int32(run.row), column: Int32(run.column), start: start, count: count,
              isString: true))
          continue
        }
        // Cell by cell, at each non-continuation cell's own column.
        var index = start
        for column in run.column..<end where !cells[rowStart + column].isContinuation {
          batch.runs.append(
            CursesBatch.Run(
              row: Int32(run.row), column: Int32(column), start: index, count: 1, isString: false))
          index += 1
        }
      }
    }
  }

  /// `cell` (found at `address` in its grid) at column `x` as curses stores it, from the cache
  /// when this screen has made it before.
  private func cursesEntry(
    _ cell: Cell, at address: UnsafePointer<Cell>, x: Int
  ) -> CursesCharacterCache.Entry {
    let key = CursesCharacterCache.Key(address)
    if let entry = characterCache.entry(for: key) { return entry }
    let character = cursesCharacter(cell, x: x)
    let entry = CursesCharacterCache.Entry(
      key: key, character: character, columns: Int(cn_wcwidth(character.chars.0)))
    // A wide glyph at the right edge is shown as a space there and as itself elsewhere.
    if cell.glyphWidth != 2 { characterCache.store(entry) }
    return entry
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
