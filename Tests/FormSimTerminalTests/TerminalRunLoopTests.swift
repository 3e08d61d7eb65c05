import FormSimApp
import FormSimCore
import FormSimRender
import Testing

@testable import FormSimTerminal

/// The run loop on a `TestBackend`: scripted input in, flushed frames out, time on the backend's
/// clock, and no curses screen, so these run alongside every other suite.
@Suite struct TerminalRunLoopTests {
  /// What the app was told, and the frame that shows it.
  struct Recorder: TerminalApp {
    var events: [KeyEvent] = []
    var frameInterval: Double { 1.0 / 60 }
    var needsFrames: Bool { false }
    mutating func advance(bySeconds seconds: Double) {}
    mutating func handle(_ event: KeyEvent) -> Bool {
      guard event != .character("q") else { return false }
      if event != .resize { events.append(event) }
      return true
    }
    func render(columns: Int, rows: Int, colorEnabled: Bool, unicodeEnabled: Bool)
      -> RenderedFrame
    {
      var grid = CellGrid(width: columns, height: rows)
      grid.put("\(events.count) events", x: 0, y: 0)
      return RenderedFrame(grid: grid, cursor: CellPosition(column: 0, row: 1))
    }
  }

  @Test func keysReachTheModelInOrder() {
    let backend = TestBackend(
      columns: 30, rows: 6, input: [[.event(.character("a")), .event(.tab)], [.event(.up)]])
    var app = Recorder()
    TerminalRunLoop.run(app: &app, backend: backend)
    #expect(app.events == [.character("a"), .tab, .up])
    #expect(backend.lastFrame.map { firstLine(of: $0) } == "3 events")
    #expect(backend.isClosed)
  }

  /// Input that changes nothing (an unmapped key, an interrupted wait) draws nothing: the frame
  /// it would draw is the one on screen.
  @Test func framesAreDrawnOnlyWhenSomethingChanged() {
    let backend = TestBackend(
      columns: 30, rows: 6,
      input: [[.event(.character("x"))], [.ignored], [], [.event(.character("y"))], [.ignored]])
    var app = Recorder()
    TerminalRunLoop.run(app: &app, backend: backend)
    let shown = backend.flushedFrames.map(firstLine(of:))
    #expect(shown == ["0 events", "1 events", "2 events"])
  }

  @Test func aResizeDrawsAFrameOfTheNewSize() {
    let backend = TestBackend(
      columns: 30, rows: 6, input: [[.event(.resize)]], resizes: [(columns: 50, rows: 8)])
    var app = Recorder()
    TerminalRunLoop.run(app: &app, backend: backend)
    let sizes = backend.flushedFrames.map { [$0.grid.width, $0.grid.height] }
    #expect(sizes == [[30, 6], [50, 8]])
  }

  /// The app says when to stop: the loop reads nothing after the key that quits, and closes
  /// the backend.
  @Test func aQuitKeyEndsTheLoop() {
    let backend = TestBackend(
      columns: 30, rows: 6,
      input: [[.event(.character("a"))], [.event(.character("q"))], [.event(.character("b"))]])
    var app = Recorder()
    TerminalRunLoop.run(app: &app, backend: backend)
    #expect(app.events == [.character("a")])
    #expect(backend.readTimeouts == [nil, 0, nil, 0])
    #expect(backend.isClosed)
    #expect(backend.read(timeoutMilliseconds: nil) == .closed)
  }

  /// While nothing moves the loop waits for input with no timeout (zero CPU), then only drains
  /// what is pending.
  @Test func anIdleAppBlocksInTheRead() {
    let backend = TestBackend(columns: 30, rows: 6, input: [[.event(.character("a"))]])
    var app = Recorder()
    TerminalRunLoop.run(app: &app, backend: backend)
    #expect(backend.readTimeouts == [nil, 0, nil])
  }

  /// An animation is drawn at its frame rate, on the clock the loop is given, with reads that
  /// time out when the next frame is due; once it settles, the loop blocks again.
  @Test func anAnimationIsDrawnAtItsFrameRateThenTheLoopBlocks() throws {
    let backend = TestBackend(columns: 30, rows: 6)
    var app = CountingApp()
    TerminalRunLoop.run(app: &app, backend: backend) { backend.time }
    #expect(app.elapsed >= 0.03)
    let timeouts = backend.readTimeouts
    #expect(timeouts.last == .some(nil))
    #expect(timeouts.dropLast().allSatisfy { $0.map { $0 > 0 && $0 <= 17 } ?? false })
    #expect(backend.flushedFrames.count == timeouts.count)
  }

  @Test func framesKeepTheirRhythmAndNeverBurst() {
    #expect(TerminalRunLoop.followingFrame(after: 1.0, now: 1.01, interval: 0.1) == 1.1)
    #expect(abs(TerminalRunLoop.followingFrame(after: 1.0, now: 5.0, interval: 0.1) - 5.1) < 1e-9)
  }
}

/// The first row of `frame`'s text, without its trailing spaces.
private func firstLine(of frame: RenderedFrame) -> Substring {
  TextWriter.render(frame.grid, trimTrailingSpaces: true).split(
    separator: "\n", omittingEmptySubsequences: false)[0]
}

/// Animates for 30 ms, then goes idle; each frame shows the time it was drawn at.
struct CountingApp: TerminalApp {
  var elapsed = 0.0
  var frameInterval: Double { 1.0 / 60 }
  var needsFrames: Bool { elapsed < 0.03 }
  mutating func advance(bySeconds seconds: Double) { elapsed += seconds }
  mutating func handle(_ event: KeyEvent) -> Bool { true }
  func render(columns: Int, rows: Int, colorEnabled: Bool, unicodeEnabled: Bool) -> RenderedFrame {
    var grid = CellGrid(width: columns, height: rows)
    grid.put("t=\(Int(elapsed * 1000)) ms", x: 0, y: 0)
    return RenderedFrame(grid: grid, cursor: CellPosition(column: 0, row: 1))
  }
}
