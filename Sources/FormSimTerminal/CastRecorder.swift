import FormSimCore
import FormSimRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Records frames as an asciicast v2 (`.cast`) file: each frame's bytes, exactly as the ncurses
/// backend writes them (``FrameByteCapture``), at the frame's time.
///
/// `formsim record` feeds it the frames of a script played on simulated time and keeps the text;
/// `--record` on the interactive commands streams it to a file, one event at a time, so that a
/// session ended by a signal still leaves a cast of everything shown. A change of size becomes a
/// resize event followed by the full repaint curses sends a resized terminal.
public final class CastRecorder {
  private let capture: FrameByteCapture
  private var writer: AsciicastWriter
  private var kept = ""
  /// The streamed cast's descriptor, while writing it goes well.
  private var descriptor: Int32?
  private var path = ""
  /// Bytes of whole events written so far: where a failed write is cut back to.
  private var written: off_t = 0
  /// The time of the last event written whole.
  private var lastTime = 0.0
  /// Why the streamed cast stopped early (a full disk), in words; nil while all is well.
  public private(set) var failure: String?
  /// The `errno` of that failure.
  public private(set) var failureCode: Int32?
  /// Whether the recorder opened the descriptor, and so closes it.
  private var ownsDescriptor = true
  /// Whether the app's exit has been written: later frames are not recorded.
  private var ended = false
  /// The time of the last frame recorded, where the app's exit is written.
  private var lastFrameTime = 0.0

  /// A recorder that keeps the cast in memory (``text``), in UTF-8 whatever the locale.
  public init(columns: Int, rows: Int, term: String = "xterm-256color", utf8: Bool = true) throws {
    capture = try FrameByteCapture(columns: columns, rows: rows, term: term, utf8: utf8)
    writer = AsciicastWriter(columns: columns, rows: rows, term: term)
  }

  /// A recorder that writes the cast to `path` as it goes, in the locale's character set (that
  /// of the live terminal it records).
  public convenience init(
    columns: Int, rows: Int, streamingTo path: String, term: String = "xterm-256color"
  ) throws {
    try self.init(columns: columns, rows: rows, term: term, utf8: false)
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw TerminalError.cannotOpenOutput(path: path) }
    self.descriptor = descriptor
    self.path = path
    flush(at: 0)
  }

  /// A recorder that writes the cast to `descriptor` as it goes, in UTF-8 as a kept cast is
  /// (``init(columns:rows:term:utf8:)``); the descriptor stays open, its owner's to close.
  /// `name` is the file named in a failure.
  public convenience init(
    columns: Int, rows: Int, writingTo descriptor: Int32, name: String,
    term: String = "xterm-256color"
  ) throws {
    try self.init(columns: columns, rows: rows, term: term, utf8: true)
    self.descriptor = descriptor
    self.ownsDescriptor = false
    self.path = name
    flush(at: 0)
  }

  deinit {
    finish()
  }

  /// One frame, shown at `time` seconds from the start.
  public func record(_ frame: RenderedFrame, at time: Double) {
    guard !ended else { return }
    lastFrameTime = time
    if frame.grid.width != capture.columns || frame.grid.height != capture.rows {
      writer.resize(columns: frame.grid.width, rows: frame.grid.height, at: time)
    }
    writer.output(capture.draw(frame), at: time)
    flush(at: time)
  }

  /// The cast recorded in memory: the header line and one line per event (empty when streamed).
  public var text: String { kept + writer.text }

  /// Ends the cast as the app's exit ends a session, at the last frame's time: the bytes curses
  /// writes on leaving (the cursor shown again, the alternate screen left), so that a replay
  /// hands the terminal back as `formsim` itself does. Later frames are not recorded.
  public func end() {
    guard !ended else { return }
    ended = true
    let bytes = capture.close()
    if !bytes.isEmpty { writer.output(bytes, at: lastFrameTime) }
    flush(at: lastFrameTime)
  }

  /// Ends the cast (``end()``) and closes the file of a streamed one.
  public func finish() {
    end()
    guard let descriptor else { return }
    if ownsDescriptor, close(descriptor) != 0, failure == nil { fail(errno) }
    self.descriptor = nil
  }

  /// Writes the events made since the last flush, each a whole line. A write that fails (a full
  /// disk, a file-size limit) is cut back to the last whole event, so the cast stays valid JSON
  /// lines, and recording stops with the reason kept for the user.
  private func flush(at time: Double) {
    guard !path.isEmpty else { return }
    guard let descriptor else {
      _ = writer.take()
      return
    }
    let bytes = Array(writer.take().utf8)
    var done = 0
    while done < bytes.count {
      let count = bytes.withUnsafeBytes {
        write(descriptor, $0.baseAddress! + done, bytes.count - done)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        let code = count < 0 ? errno : ENOSPC
        _ = ftruncate(descriptor, written)
        fail(code)
        if ownsDescriptor { close(descriptor) }
        self.descriptor = nil
        return
      }
      done += count
    }
    written += off_t(bytes.count)
    lastTime = time
  }

  private func fail(_ code: Int32) {
    failureCode = code
    failure =
      "cannot write \(path): \(String(cString: strerror(code))); the recording stopped there and"
      + " keeps every event up to \(DecimalText.fixed(lastTime, digits: 1, keepZeros: true)) s"
  }
}
