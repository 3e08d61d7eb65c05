import FormSimApp
import FormSimRender
import FormSimTerminal

/// A terminal in memory, for tests of the run loop: it keeps the last frame drawn, hands out
/// scripted input, and has whatever size the test gives it. It lives with the tests so that
/// the users' binary does not carry it.
///
/// Input is scripted as wakes: each is the events that arrive together, and a read that waits
/// (a timeout other than 0) takes the next one, while a read that only checks (0) gets the
/// events of the current wake still pending. Waiting lets the backend's own clock pass: a
/// timed read with nothing scripted advances `time` by its timeout, so a loop given
/// `clock: { backend.time }` animates on simulated time. Once the script is used up, a read
/// that would block forever reports the input closed, which ends the loop.
final class TestBackend: TerminalBackend {
  var size: (columns: Int, rows: Int)
  var colorEnabled: Bool
  var unicodeEnabled: Bool
  var inputDescriptor: Int32? { nil }
  /// Seconds on the backend's clock: moved by timed reads with nothing to deliver.
  private(set) var time = 0.0
  /// The last frame drawn, flushed or not.
  private(set) var lastFrame: RenderedFrame?
  /// The frames flushed, in order.
  private(set) var flushedFrames: [RenderedFrame] = []
  /// The timeout of every read, in order (`nil`: a read that waits for input however long).
  private(set) var readTimeouts: [Int?] = []
  /// Whether `close()` has run.
  private(set) var isClosed = false
  private var wakes: [[InputRead]]
  private var pending: [InputRead] = []
  private var sizeAfterResize: [(columns: Int, rows: Int)]
  /// The size a `.resize` delivered, until `refreshSize` reads it.
  private var resized: (columns: Int, rows: Int)?

  /// A backend of `columns` × `rows` whose reads deliver `input`, one wake at a time; after
  /// each `.resize` in it, `refreshSize` finds the next of `resizes`.
  init(
    columns: Int, rows: Int, input: [[InputRead]] = [], resizes: [(columns: Int, rows: Int)] = [],
    colorEnabled: Bool = true, unicodeEnabled: Bool = true
  ) {
    size = (columns, rows)
    wakes = input
    sizeAfterResize = resizes
    self.colorEnabled = colorEnabled
    self.unicodeEnabled = unicodeEnabled
  }

  @discardableResult func refreshSize() -> Bool {
    guard let resized else { return false }
    self.resized = nil
    size = resized
    return true
  }

  func draw(_ frame: RenderedFrame) {
    guard !isClosed else { return }
    lastFrame = frame
  }

  func flush() {
    guard !isClosed, let lastFrame else { return }
    flushedFrames.append(lastFrame)
  }

  func read(timeoutMilliseconds: Int?) -> InputRead {
    readTimeouts.append(timeoutMilliseconds)
    guard !isClosed else { return .closed }
    if pending.isEmpty && timeoutMilliseconds != 0 {
      guard !wakes.isEmpty else {
        guard let timeout = timeoutMilliseconds else { return .closed }
        time += Double(timeout) / 1000
        return .timedOut
      }
      pending = wakes.removeFirst()
    }
    guard !pending.isEmpty else { return .timedOut }
    let next = pending.removeFirst()
    if next == .event(.resize), !sizeAfterResize.isEmpty { resized = sizeAfterResize.removeFirst() }
    return next
  }

  func close() { isClosed = true }
}
