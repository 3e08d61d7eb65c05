import CNcurses
import FormSimApp
import FormSimCore
import FormSimRender
import Foundation
import Testing

@testable import FormSimTerminal

#if canImport(Glibc)
  import Glibc
#endif

extension CursesSuites {
  /// `draw` hands curses whole runs of cells and reuses the characters it made before; the
  /// terminal must receive exactly the bytes it received when each changed cell was converted
  /// afresh and stored with its own `mvwadd_wch`.
  @Suite(.serialized) struct CursesBatchTests {
    private func temporaryPath(_ name: String) -> String {
      CursesSuites.temporaryPath("formsim-batch", name)
    }

    /// Frames with styles, wide glyphs (one at the right edge, where it becomes a space), an
    /// emoji sequence, combining marks, an interned long glyph, a code point the C library
    /// finds unprintable (so its run goes cell by cell), an orphan continuation cell, and
    /// cells that only change style.
    private func frames(columns: Int, rows: Int) -> [CellGrid] {
      var first = CellGrid(width: columns, height: rows)
      first.put("FormSim keyboard", x: 1, y: 0, style: Style(foreground: .cyan, bold: true))
      first.put("日本語 text", x: 2, y: 1)
      first.put("edge 日", x: columns - 6, y: 2)
      var second = first
      second.put("FormSim KEYBOARD", x: 1, y: 0, style: Style(foreground: .red, reverse: true))
      second.put("e\u{301}\u{2126} 👍🏽 \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", x: 0, y: 3)
      second.put("a\u{0378}fter", x: 5, y: 4)
      var third = second
      third.put("日本語", x: 3, y: 1, style: Style(background: .blue))
      third.put("q", x: 8, y: 2)
      third[9, 2] = Cell(" ", isContinuation: true)
      third.put("zz", x: 10, y: 2)
      third.put("x", x: columns - 1, y: rows - 1, style: Style(underline: true))
      var fourth = third
      fourth.put("\u{3000}wide\u{FF21}", x: 0, y: 4, style: Style(dim: true))
      fourth[0, 5] = Cell(" ", isContinuation: true)
      fourth.put("xyz", x: 1, y: 5)
      return [first, second, third, fourth, first]
    }

    /// What the terminal receives when `frames` are drawn on a `columns` × `rows` screen, by
    /// `draw` or by the reference: each changed cell converted and stored on its own.
    private func bytes(
      _ frames: [CellGrid], columns: Int, rows: Int, cellByCell: Bool, name: String
    ) throws -> [UInt8] {
      let path = temporaryPath(name)
      defer { unlink(path) }
      let screen = try NcursesScreen.offscreen(
        outputPath: path, columns: columns, rows: rows, utf8: true)
      var shown: CellGrid?
      for (index, grid) in frames.enumerated() {
        let cursor = index % 2 == 0 ? nil : CellPosition(column: 2, row: 1)
        if cellByCell {
          for run in FrameDiff.changedRuns(old: shown, new: grid) where run.row < rows {
            for x in run.columns where x < columns && !grid[x, run.row].isContinuation {
              var character = screen.cursesCharacter(grid[x, run.row], x: x)
              mvwadd_wch(screen.window, Int32(run.row), Int32(x), &character)
            }
          }
          screen.finish(cursor: cursor)
          shown = grid
        } else {
          screen.draw(grid, cursor: cursor)
        }
      }
      screen.close()
      return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Draws `grids` on a `columns` × `rows` screen both ways: the bytes must be the same, and
    /// more than `minimum` of them (so the comparison is not of two empty outputs).
    private func expectSameBytesEitherWay(
      _ grids: [CellGrid], columns: Int, rows: Int, name: String, moreThan minimum: Int
    ) throws {
      let runs = try bytes(
        grids, columns: columns, rows: rows, cellByCell: false, name: name + "-runs")
      let cells = try bytes(
        grids, columns: columns, rows: rows, cellByCell: true, name: name + "-cells")
      #expect(runs.count > minimum)
      #expect(runs == cells)
    }

    @Test func runsSendTheBytesCellByCellStoresSend() throws {
      try expectSameBytesEitherWay(
        frames(columns: 24, rows: 6), columns: 24, rows: 6, name: "plain", moreThan: 200)
    }

    /// A grid larger than the terminal is clipped the same way.
    @Test func clippedRunsSendTheSameBytesToo() throws {
      try expectSameBytesEitherWay(
        frames(columns: 30, rows: 8), columns: 24, rows: 6, name: "clip", moreThan: 200)
    }

    /// The frames `formsim-bench` times: the long form at rest, then the keyboard sliding up for
    /// field 8 while the form scrolls, in colour.
    @Test func aKeyboardSlideSendsTheSameBytesEitherWay() throws {
      var simulator = Simulator(settings: SimulationSettings())
      var grids = [AppModel(simulator: simulator)]
      simulator.focus(7)
      var app = AppModel(simulator: simulator)
      while app.needsFrames && grids.count < 100 {
        app.advance(bySeconds: app.frameInterval)
        grids.append(app)
      }
      let frames = grids.map {
        $0.render(columns: 120, rows: 40, colorEnabled: true, unicodeEnabled: true).grid
      }
      #expect(frames.count > 10)
      try expectSameBytesEitherWay(
        frames, columns: 120, rows: 40, name: "slide", moreThan: 10_000)
    }

    @Test func aCodePointTheCLibraryCannotPrintGoesCellByCell() throws {
      let path = temporaryPath("unprintable")
      defer { unlink(path) }
      let screen = try NcursesScreen.offscreen(
        outputPath: path, columns: 10, rows: 1, utf8: true)
      defer { screen.close() }
      var grid = CellGrid(width: 10, height: 1)
      grid.put("ab", x: 0, y: 0)
      var batch = CursesBatch()
      screen.collect(FrameDiff.changedRuns(old: nil, new: grid), of: grid, into: &batch)
      // One run of the row's 10 cells, in one call.
      #expect(batch.runs.count == 1)
      #expect(batch.runs.first?.isString == true)
      #expect(batch.cellCount == 10)

      grid[1, 0] = Cell(Character(Unicode.Scalar(0x0378)!))
      batch.removeAll()
      screen.collect(FrameDiff.changedRuns(old: nil, new: grid), of: grid, into: &batch)
      // glibc gives U+0378 (unassigned) no width: ten single stores, one per column.
      #expect(batch.runs.count == 10)
      #expect(batch.runs.map(\.column) == Array(0..<10).map { Int32($0) })
      #expect(batch.runs.allSatisfy { !$0.isString && $0.count == 1 })
    }
  }
}
