import FormSimRender
import Foundation
import Testing

@testable import FormSimTerminal

#if canImport(Glibc)
  import Glibc
#endif

extension CursesSuites {
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
        b.draw(other, cursor: CellPosition(column: 3, row: 3))
        grid.put("again", x: 1, y: 2)
        a.draw(grid, cursor: CellPosition(column: 1, row: 1))
        #expect(a.lastDraw.cellsChanged == 5)
        b.close()
        a.draw(grid, cursor: nil)
        #expect(a.lastDraw.cellsChanged == 0)
        a.close()
      }
    }

    /// The bytes each screen sends between two points: each goes to its own file, only what
    /// changed is sent, and an unchanged frame sends nothing.
    @Test func interleavedScreensWriteOnlyTheirOwnChanges() throws {
      let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
      let pathA = "\(directory)/formsim-bytes-a-\(getpid()).out"
      let pathB = "\(directory)/formsim-bytes-b-\(getpid()).out"
      defer {
        unlink(pathA)
        unlink(pathB)
      }
      /// What `path` holds from byte `start` to byte `end` (`bytesWritten` has flushed it).
      func sent(_ path: String, _ start: Int, _ end: Int) throws -> String {
        let bytes = Array(try #require(FileManager.default.contents(atPath: path)))
        try #require(bytes.count >= end)
        return String(decoding: bytes[start..<end], as: UTF8.self)
      }
      let a = try NcursesScreen.offscreen(outputPath: pathA, columns: 40, rows: 10)
      let opened = try #require(a.bytesWritten)
      var grid = CellGrid(width: 40, height: 10)
      grid.put("screen a", x: 1, y: 1)
      a.draw(grid, cursor: nil)
      let first = try #require(a.bytesWritten)
      #expect(try sent(pathA, opened, first).contains("screen a"))

      let b = try NcursesScreen.offscreen(outputPath: pathB, columns: 30, rows: 5)
      let openedB = try #require(b.bytesWritten)
      var other = CellGrid(width: 30, height: 5)
      other.put("日本 b", x: 2, y: 2)
      b.draw(other, cursor: CellPosition(column: 3, row: 3))
      let drawnB = try #require(b.bytesWritten)
      let bytesB = try sent(pathB, openedB, drawnB)
      #expect(bytesB.contains("日本 b"))
      // The cursor at column 3, row 3 is CUP to row 4, column 4 (one-based).
      #expect(bytesB.contains("\u{1B}[4;4H"))
      #expect(!bytesB.contains("screen") && !bytesB.contains("again"))

      // A's second frame differs in one word: that word goes out, the unchanged text does not.
      grid.put("again", x: 1, y: 2)
      a.draw(grid, cursor: nil)
      let second = try #require(a.bytesWritten)
      let change = try sent(pathA, first, second)
      #expect(change.contains("again"))
      #expect(!change.contains("screen a") && !change.contains("日本"))
      // B's file did not grow while A drew.
      #expect(b.bytesWritten == drawnB)
      b.close()

      // The same frame again: nothing to send.
      a.draw(grid, cursor: nil)
      #expect(a.bytesWritten == second)
      a.close()
      let wholeA = try sent(pathA, 0, second)
      #expect(!wholeA.contains("日本"))
    }
  }
}
