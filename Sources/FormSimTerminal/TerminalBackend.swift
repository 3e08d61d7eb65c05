import FormSimApp
import FormSimRender

/// What `TerminalRunLoop` draws on and reads from: the real terminal (``NcursesScreen``), or
/// memory under tests (the Terminal tests' `TestBackend`).
///
/// A frame is drawn, then flushed: `draw` takes the cells and the cursor, `flush` sends them, so
/// a frame reaches the terminal whole. Input is read one event at a time with a timeout; the size
/// is what the backend last read, re-read after a `.resize`.
public protocol TerminalBackend: AnyObject {
  /// The terminal's size in cells.
  var size: (columns: Int, rows: Int) { get }
  /// Colour can be shown.
  var colorEnabled: Bool { get }
  /// Box drawing and symbols can be shown.
  var unicodeEnabled: Bool { get }
  /// A descriptor that is readable when input waits, so a loop can wait on it and a watched
  /// file at once; `nil` for a backend with none to wait on.
  var inputDescriptor: Int32? { get }
  /// Re-reads the size (after `.resize`); returns whether it changed.
  @discardableResult func refreshSize() -> Bool
  /// Takes `frame`'s cells and cursor; nothing is sent before `flush`.
  func draw(_ frame: RenderedFrame)
  /// Sends what `draw` took.
  func flush()
  /// Waits for one input: up to `timeoutMilliseconds`, or until input arrives when `nil`. `0`
  /// only checks for input already pending.
  func read(timeoutMilliseconds: Int?) -> InputRead
  /// Gives the terminal back; later draws and reads do nothing.
  func close()
}
