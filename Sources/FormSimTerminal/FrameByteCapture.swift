import FormSimRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The exact bytes the ncurses backend writes for each frame, for a recording.
///
/// Frames go through a real `NcursesScreen`, opened offscreen on an unlinked temporary file, so
/// the bytes are what `formsim run` sends an `xterm-256color` terminal of the same size: the same
/// diff, the same escape sequences, the same line scrolling. After each draw the bytes the file
/// grew by are read back. The screen is never closed while recording: the end-of-session bytes
/// (leaving the alternate screen) are not part of any frame.
public final class FrameByteCapture {
  public private(set) var columns: Int
  public private(set) var rows: Int
  public let term: String
  private let screen: NcursesScreen
  private let reader: Int32

  /// A capture for a `columns`×`rows` terminal of type `term`; `utf8` makes it UTF-8 whatever
  /// the locale (see `NcursesScreen.offscreen(…utf8:)`), otherwise it follows the locale, as the
  /// live terminal beside it does.
  public init(columns: Int, rows: Int, term: String = "xterm-256color", utf8: Bool = true) throws {
    let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array("\(directory)/formsim-capture-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    guard descriptor >= 0 else { throw TerminalError.cannotOpenOutput(path: path) }
    defer { unlink(path) }
    let screen: NcursesScreen
    do {
      screen = try NcursesScreen.offscreen(
        outputPath: path, columns: columns, rows: rows, term: term, utf8: utf8)
    } catch {
      closeDescriptor(descriptor)
      throw error
    }
    self.screen = screen
    self.reader = descriptor
    self.columns = columns
    self.rows = rows
    self.term = term
  }

  deinit {
    screen.close()
    closeDescriptor(reader)
  }

  /// Draws `grid` as the terminal backend would and returns the bytes that cost: empty when
  /// nothing changed. A grid of another size first resizes the screen (a full repaint follows).
  public func draw(_ grid: CellGrid, cursor: (column: Int, row: Int)?) -> [UInt8] {
    if grid.width != columns || grid.height != rows {
      columns = grid.width
      rows = grid.height
      screen.resizeOffscreen(columns: columns, rows: rows)
    }
    screen.draw(grid, cursor: cursor)
    _ = screen.bytesWritten  // flushes curses' stream into the file
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(reader, &buffer, buffer.count)
      guard count > 0 else { break }
      bytes += buffer[0..<count]
    }
    return bytes
  }
}

/// `close(2)`, named apart from `FrameByteCapture`'s own members.
private func closeDescriptor(_ descriptor: Int32) {
  _ = close(descriptor)
}
