import FormSimRender

/// Records frames as an asciicast v2 (`.cast`) file: each frame's bytes, exactly as the ncurses
/// backend writes them (``FrameByteCapture``), at the frame's time.
///
/// `formsim record` feeds it the frames of a script played on simulated time; `--record` on the
/// interactive commands feeds it every frame the run loop draws, at real times. A change of size
/// becomes a resize event followed by the full repaint curses sends a resized terminal.
public final class CastRecorder {
  private let capture: FrameByteCapture
  private var writer: AsciicastWriter

  public init(columns: Int, rows: Int, term: String = "xterm-256color") throws {
    capture = try FrameByteCapture(columns: columns, rows: rows, term: term)
    writer = AsciicastWriter(columns: columns, rows: rows, term: term)
  }

  /// One frame, shown at `time` seconds from the start.
  public func record(_ grid: CellGrid, cursor: (column: Int, row: Int)?, at time: Double) {
    if grid.width != capture.columns || grid.height != capture.rows {
      writer.resize(columns: grid.width, rows: grid.height, at: time)
    }
    writer.output(capture.draw(grid, cursor: cursor), at: time)
  }

  /// The cast so far: the header line and one line per event.
  public var text: String { writer.text }
}
