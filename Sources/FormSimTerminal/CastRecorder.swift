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
  private var file: UnsafeMutablePointer<FILE>?
  private var lastTime = 0.0
  private var ended = false

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
    guard let file = fopen(path, "w") else { throw TerminalError.cannotOpenOutput(path: path) }
    self.file = file
    flush()
  }

  deinit {
    finish()
  }

  /// One frame, shown at `time` seconds from the start.
  public func record(_ grid: CellGrid, cursor: (column: Int, row: Int)?, at time: Double) {
    guard !ended else { return }
    lastTime = time
    if grid.width != capture.columns || grid.height != capture.rows {
      writer.resize(columns: grid.width, rows: grid.height, at: time)
    }
    writer.output(capture.draw(grid, cursor: cursor), at: time)
    flush()
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
    if !bytes.isEmpty { writer.output(bytes, at: lastTime) }
    flush()
  }

  /// Ends the cast (``end()``) and closes the file of a streamed one.
  public func finish() {
    end()
    guard let file else { return }
    fclose(file)
    self.file = nil
  }

  private func flush() {
    guard let file else { return }
    let text = writer.take()
    _ = text.withCString { fputs($0, file) }
    fflush(file)
  }
}
