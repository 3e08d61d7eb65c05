import FormSimCore
import FormSimRender
import Foundation
import Testing

@testable import FormSimTerminal

#if canImport(Glibc)
  import Glibc
#endif

extension CursesSuites {
  /// A cast holds the bytes the ncurses backend writes, not a re-encoding: the data of its events,
  /// joined, are the bytes an offscreen screen writes for the same frames. Curses is process-global,
  /// so this suite runs alone.
  @Suite(.serialized) struct CastRecorderTests {
    static func frames() -> [CellGrid] {
      var grid = CellGrid(width: 40, height: 10)
      var frames: [CellGrid] = []
      grid.put("┌ Field 7 ───┐", x: 2, y: 1, style: Style(foreground: .blue, bold: true))
      frames.append(grid)
      for row in 2..<6 {
        grid.put("keyboard ⌫", x: 4, y: row, style: Style(background: .white))
        frames.append(grid)
      }
      frames.append(grid)  // unchanged: no bytes
      return frames
    }

    @Test func eventsHoldExactlyTheBytesCursesWrites() throws {
      let recorder = try CastRecorder(columns: 40, rows: 10)
      for (index, grid) in Self.frames().enumerated() {
        recorder.record(RenderedFrame(grid: grid, cursor: nil), at: Double(index) / 60)
      }
      let lines = recorder.text.split(separator: "\n").map(String.init)
      #expect(
        lines.first == #"{"version":2,"width":40,"height":10,"env":{"TERM":"xterm-256color"}}"#)
      var recorded: [UInt8] = []
      var times: [Double] = []
      for line in lines.dropFirst() {
        let event = try #require(
          try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
        #expect(event.count == 3)
        #expect(event[1] as? String == "o")
        times.append(try #require(event[0] as? Double))
        recorded += Array(try #require(event[2] as? String).utf8)
      }
      // Five frames change something; the sixth sends nothing and has no event.
      #expect(times.count == 5)
      #expect(times == times.sorted())

      let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
      let path = "\(directory)/formsim-cast-reference-\(getpid()).out"
      defer { unlink(path) }
      let screen = try NcursesScreen.offscreen(
        outputPath: path, columns: 40, rows: 10, utf8: true)
      for grid in Self.frames() { screen.draw(grid, cursor: nil) }
      _ = screen.bytesWritten
      let written = try #require(FileManager.default.contents(atPath: path))
      screen.close()
      #expect(recorded == Array(written))
      #expect(recorded.count > 100)
    }

    /// A cast ends as the app's exit does, at the last frame's time (a frame recorded even when it
    /// changed nothing): the bytes `endwin` writes
    /// with the cursor made visible, the same an offscreen screen writes when it closes, so a
    /// replay leaves the alternate screen (xterm-256color's `rmcup`, `\e[?1049l`) and shows the
    /// cursor (`cnorm`, `\e[?25h`).
    @Test func theCastEndsWithTheBytesOfTheAppsExit() throws {
      let recorder = try CastRecorder(columns: 40, rows: 10)
      for (index, grid) in Self.frames().enumerated() {
        recorder.record(RenderedFrame(grid: grid, cursor: nil), at: Double(index) / 60)
      }
      recorder.end()
      recorder.record(RenderedFrame(grid: CellGrid(width: 40, height: 10), cursor: nil), at: 1)
      let last = try #require(recorder.text.split(separator: "\n").last)
      let event = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [Any])
      // The last frame recorded, unchanged as it is, was at 5 / 60 s (casts keep 6 decimals).
      #expect(abs((event[0] as? Double ?? 0) - 5.0 / 60) < 1e-6)
      let bytes = try #require(event[2] as? String)
      #expect(bytes.contains("\u{1b}[?1049l"))
      #expect(bytes.contains("\u{1b}[?25h"))

      let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
      let path = "\(directory)/formsim-cast-exit-\(getpid()).out"
      defer { unlink(path) }
      let screen = try NcursesScreen.offscreen(
        outputPath: path, columns: 40, rows: 10, utf8: true)
      for grid in Self.frames() { screen.draw(grid, cursor: nil) }
      _ = screen.bytesWritten
      let drawn = try #require(FileManager.default.contents(atPath: path)).count
      screen.close()
      let closed = try #require(FileManager.default.contents(atPath: path))
      #expect(Array(bytes.utf8) == Array(closed.dropFirst(drawn)))
    }

    @Test func aNewSizeIsAResizeEventAndARepaint() throws {
      let recorder = try CastRecorder(columns: 40, rows: 10)
      recorder.record(RenderedFrame(grid: CellGrid(width: 40, height: 10), cursor: nil), at: 0)
      var small = CellGrid(width: 30, height: 8)
      small.put("smaller", x: 0, y: 0)
      recorder.record(RenderedFrame(grid: small, cursor: nil), at: 1)
      let lines = recorder.text.split(separator: "\n")
      #expect(lines.contains { $0 == #"[1,"r","30x8"]"# })
      #expect(lines.last?.contains("smaller") == true)
    }
  }
}
