import FormSimApp
import FormSimCore
import FormSimRender
import Foundation
import Synchronization
import Testing

@testable import FormSimTerminal

#if canImport(Glibc)
  import Glibc
#endif

extension CursesSuites {
  /// These open real curses screens writing to files; curses is process-global, so they run one at a
  /// time. They never skip: the terminal type is passed explicitly, so `TERM` need not be set.
  @Suite(.serialized) struct NcursesScreenTests {
    private func temporaryPath(_ name: String) -> String {
      CursesSuites.temporaryPath("formsim", name)
    }

    @Test func onlyChangedCellsAreSent() throws {
      let path = temporaryPath("diff")
      defer { unlink(path) }
      let screen = try NcursesScreen.offscreen(outputPath: path, columns: 80, rows: 24)
      defer { screen.close() }
      #expect(screen.size == (80, 24))

      var grid = CellGrid(width: 80, height: 24)
      let text = [
        "FormSim keyboard avoidance", "contentInset.bottom = 336", "focused field: Email",
      ]
      for (row, line) in text.enumerated() { grid.put(line, x: 2, y: row * 2) }
      let visibleText = text.reduce(0) { $0 + $1.utf8.count }

      let before = try #require(screen.bytesWritten)
      screen.draw(grid, cursor: nil)
      let afterFirst = try #require(screen.bytesWritten)
      #expect(afterFirst - before > visibleText)
      #expect(screen.lastDraw.fullRepaint)
      #expect(screen.lastDraw.cellsChanged == 80 * 24)

      grid[10, 2] = Cell("X", style: Style(foreground: .red, bold: true))
      screen.draw(grid, cursor: nil)
      let afterSecond = try #require(screen.bytesWritten)
      #expect(afterSecond - afterFirst < 40)
      #expect(afterSecond - afterFirst > 0)
      #expect(screen.lastDraw.cellsChanged == 1)
      #expect(!screen.lastDraw.fullRepaint)

      // An unchanged frame, with the cursor hidden or where it was, sends nothing at all: the run
      // loop, which skips such frames, leaves the terminal's bytes as drawing them would.
      screen.draw(grid, cursor: nil)
      #expect(screen.lastDraw.cellsChanged == 0)
      #expect(try #require(screen.bytesWritten) == afterSecond)
      screen.draw(grid, cursor: CellPosition(column: 4, row: 3))
      let afterCursor = try #require(screen.bytesWritten)
      screen.draw(grid, cursor: CellPosition(column: 4, row: 3))
      #expect(try #require(screen.bytesWritten) == afterCursor)
    }

    /// A headless screen takes its size from a pseudo-terminal, never from LINES/COLUMNS: setting
    /// them would leak into programs another thread starts meanwhile (a tmux pane once came up
    /// 30×5 that way) and race `getenv` against `setenv`. A second thread watches the
    /// environment while screens of several sizes open; with the variables set around `newterm`
    /// it sees them within a few opens.
    @Test func openingAHeadlessScreenLeavesTheEnvironmentAlone() throws {
      let path = temporaryPath("environment")
      defer { unlink(path) }
      @Sendable func sizeVariables() -> [String?] {
        ["LINES", "COLUMNS"].map { (name: String) -> String? in
          getenv(name).map { String(cString: $0) }
        }
      }
      let initial = sizeVariables()
      let watching = Mutex(true)
      let changes = Mutex(0)
      let watcher = Thread {
        while watching.withLock({ $0 }) {
          if sizeVariables() != initial { changes.withLock { $0 += 1 } }
        }
      }
      watcher.start()
      for size in [(30, 5), (100, 36), (61, 20), (200, 60)] {
        for _ in 0..<10 {
          let screen = try NcursesScreen.offscreen(outputPath: path, columns: size.0, rows: size.1)
          #expect(screen.size == size)
          screen.close()
        }
      }
      watching.withLock { $0 = false }
      #expect(changes.withLock { $0 } == 0)
    }

    /// A frame leaves in as few writes as curses' buffer allows, never a write per cursor move
    /// (what ncurses does until a screen has been through `endwin` once). The screen writes to a
    /// datagram socket, which keeps each write apart: every write but a frame's last is a full
    /// buffer (curses' is (rows + 2) × (columns + 6) bytes, 5,292 here), and a one-cell change is
    /// one write.
    @Test func aFrameLeavesInAsFewWritesAsTheBufferAllows() throws {
      var ends: [Int32] = [-1, -1]
      #if canImport(Glibc)
        let kind = Int32(SOCK_DGRAM.rawValue)
      #else
        let kind = SOCK_DGRAM
      #endif
      try #require(socketpair(AF_UNIX, kind, 0, &ends) == 0)
      let reader = ends[1]
      defer { close(reader) }
      var room: Int32 = 1 << 20
      setsockopt(ends[0], SOL_SOCKET, SO_SNDBUF, &room, socklen_t(MemoryLayout<Int32>.size))
      setsockopt(reader, SOL_SOCKET, SO_RCVBUF, &room, socklen_t(MemoryLayout<Int32>.size))
      _ = fcntl(reader, F_SETFL, O_NONBLOCK)
      /// The sizes of the writes made since the last call.
      func writes() -> [Int] {
        var sizes: [Int] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
          let count = recv(reader, &buffer, buffer.count, 0)
          guard count > 0 else { return sizes }
          sizes.append(count)
        }
      }
      let screen = try NcursesScreen.offscreen(
        writingTo: ends[0], named: "a socket", columns: 120, rows: 40, term: "xterm-256color",
        utf8: true)
      defer { screen.close() }
      _ = writes()

      var grid = CellGrid(width: 120, height: 40)
      let styles = [Style(foreground: .red), Style(foreground: .white, background: .blue)]
      for row in 0..<40 {
        for column in stride(from: 0, to: 120, by: 6) {
          grid.put("│─✓\(row % 10)ab", x: column, y: row, style: styles[(row + column / 6) % 2])
        }
      }
      screen.draw(grid, cursor: nil)
      let first = writes()
      #expect(first.reduce(0, +) > 5_292, "a frame that needs more than one buffer")
      #expect(first.dropLast().allSatisfy { $0 >= 4_000 }, "\(first)")

      grid[10, 2] = Cell("X", style: Style(foreground: .red, bold: true))
      screen.draw(grid, cursor: nil)
      #expect(writes().count == 1)
    }

    @Test func wideGlyphsAreOneCellEachAndTheCursorIsShown() throws {
      let path = temporaryPath("wide")
      defer { unlink(path) }
      let screen = try NcursesScreen.offscreen(outputPath: path, columns: 10, rows: 2)
      defer { screen.close() }
      var grid = CellGrid(width: 10, height: 2)
      screen.draw(grid, cursor: nil)
      #expect(screen.cursorShown == false)
      grid.put("日本", x: 2, y: 1)
      screen.draw(grid, cursor: CellPosition(column: 6, row: 1))
      #expect(screen.lastDraw.cellsChanged == 2)
      #expect(screen.lastDraw.runs == 1)
      #expect(screen.cursorShown == true)
    }

    /// The run loop shows a frame through the backend's `draw`, then `flush`: together they send
    /// byte for byte what one `draw(_:cursor:)` sends.
    @Test func drawThenFlushSendsWhatOneDrawSends() throws {
      func bytes(_ name: String, _ show: (NcursesScreen, RenderedFrame) -> Void) throws -> [UInt8] {
        let path = temporaryPath(name)
        defer { unlink(path) }
        let screen = try NcursesScreen.offscreen(outputPath: path, columns: 20, rows: 4)
        var grid = CellGrid(width: 20, height: 4)
        for step in 0..<3 {
          grid.put("step \(step) ✓", x: step, y: step, style: Style(foreground: .red))
          let cursor = step == 1 ? CellPosition(column: 2, row: 2) : nil
          show(screen, RenderedFrame(grid: grid, cursor: cursor))
        }
        screen.close()
        return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
      }
      let once = try bytes("draw-once") { $0.draw($1.grid, cursor: $1.cursor) }
      let split = try bytes("draw-flush") {
        $0.draw($1)
        $0.flush()
      }
      #expect(once.count > 60)
      #expect(once == split)
    }

    @Test func unknownTerminalTypeIsAClearError() {
      let path = temporaryPath("unknown")
      defer { unlink(path) }
      #expect(throws: TerminalError.termUnknown("no-such-terminal-type")) {
        _ = try NcursesScreen.offscreen(
          outputPath: path, columns: 80, rows: 24, term: "no-such-terminal-type")
      }
    }

    /// Regression: TERM=dumb used to open and smear every frame into one line of text.
    @Test func aTerminalThatCannotMoveTheCursorIsAClearError() {
      let path = temporaryPath("dumb")
      defer { unlink(path) }
      #expect(throws: TerminalError.termUnsupported("dumb")) {
        _ = try NcursesScreen.offscreen(outputPath: path, columns: 80, rows: 24, term: "dumb")
      }
      #expect(TerminalError.termUnsupported("dumb").description.contains("TERM=dumb"))
    }

    @Test func closeIsIdempotent() throws {
      let path = temporaryPath("close")
      defer { unlink(path) }
      let screen = try NcursesScreen.offscreen(outputPath: path, columns: 20, rows: 5)
      screen.close()
      screen.close()
      #expect(screen.bytesWritten == nil)
      #expect(screen.read(timeoutMilliseconds: 0) == .closed)
    }

    @Test func aRecordedSessionStreamsEveryFrameToTheCast() throws {
      let cast = temporaryPath("recorded-loop-cast")
      defer { unlink(cast) }
      let backend = TestBackend(columns: 30, rows: 6)
      let recorder = try CastRecorder(columns: 30, rows: 6, streamingTo: cast)
      var app = CountingApp()
      TerminalRunLoop.run(app: &app, backend: backend, recorder: recorder) { backend.time }
      recorder.finish()
      let text = try #require(FileManager.default.contents(atPath: cast))
      let lines = String(decoding: text, as: UTF8.self).split(separator: "\n")
      #expect(
        lines.first == #"{"version":2,"width":30,"height":6,"env":{"TERM":"xterm-256color"}}"#)
      // The first frame at 0, then at least one more as the app animates for 30 ms of the
      // backend's clock.
      #expect(lines.count >= 3)
      #expect(lines.dropFirst().first?.hasPrefix("[0,\"o\",") == true)
      // Every frame shows the app's "t=…"; the last event is the app's exit.
      #expect(lines.dropFirst().dropLast().allSatisfy { $0.contains("t=") })
      #expect(lines.last?.contains(#"\u001b[?1049l"#) == true)
      #expect(recorder.text.isEmpty)
    }
  }
}
