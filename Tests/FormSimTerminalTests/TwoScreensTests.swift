import FormSimRender
import Testing

@testable import FormSimTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// Two curses screens open at once (a benchmark beside a test) must not disturb each other.
@Suite struct TwoScreensTests {
  @Test func interleavedScreensEachDrawTheirOwnFrames() throws {
    let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    let pathA = "\(directory)/formsim-two-a-\(getpid()).out"
    let pathB = "\(directory)/formsim-two-b-\(getpid()).out"
    defer {
      unlink(pathA)
      unlink(pathB)
    }
    for _ in 0..<20 {
      let a = try NcursesScreen.offscreen(outputPath: pathA, columns: 40, rows: 10)
      var grid = CellGrid(width: 40, height: 10)
      grid.put("screen a", x: 1, y: 1)
      a.draw(grid, cursor: nil)
      let b = try NcursesScreen.offscreen(outputPath: pathB, columns: 30, rows: 5)
      var other = CellGrid(width: 30, height: 5)
      other.put("日本 b", x: 2, y: 2)
      b.draw(other, cursor: (column: 3, row: 3))
      grid.put("again", x: 1, y: 2)
      a.draw(grid, cursor: (column: 1, row: 1))
      #expect(a.lastDraw.cellsChanged == 5)
      b.close()
      a.draw(grid, cursor: nil)
      #expect(a.lastDraw.cellsChanged == 0)
      a.close()
    }
  }
}
