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
/// grew by are read back. The screen stays open while frames come; ``close()`` then gives the
/// bytes the backend writes when the app exits (the cursor shown, the alternate screen left),
/// so that a recording ends as a session does.
public final class FrameByteCapture {
  public private(set) var columns: Int
  public private(set) var rows: Int
  public let term: String
  private let utf8: Bool
  private var screen: NcursesScreen
  private var reader: Int32

  /// A capture for a `columns`×`rows` terminal of type `term`; `utf8` makes it UTF-8 whatever
  /// the locale (see `NcursesScreen.offscreen(…utf8:)`), otherwise it follows the locale, as the
  /// live terminal beside it does.
  public init(columns: Int, rows: Int, term: String = "xterm-256color", utf8: Bool = true) throws {
    (screen, reader) = try Self.open(columns: columns, rows: rows, term: term, utf8: utf8)
    self.columns = columns
    self.rows = rows
    self.term = term
    self.utf8 = utf8
  }

  deinit {
    screen.close()
    closeDescriptor(reader)
  }

  /// An offscreen screen on a temporary file, unlinked at once, and a descriptor reading it.
  private static func open(columns: Int, rows: Int, term: String, utf8: Bool) throws
    -> (NcursesScreen, Int32)
  {
    let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array("\(directory)/formsim-capture-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    guard descriptor >= 0 else { throw TerminalError.cannotOpenOutput(path: path) }
    defer { unlink(path) }
    do {
      let screen = try NcursesScreen.offscreen(
        outputPath: path, columns: columns, rows: rows, term: term, utf8: utf8)
      return (screen, descriptor)
    } catch {
      closeDescriptor(descriptor)
      throw error
    }
  }

  /// Draws `frame` as the terminal backend would and returns the bytes that cost: empty when
  /// nothing changed. A grid of another size starts a screen of that size, as a terminal reset
  /// to it would (curses' own resize would reach the windows of every screen in the process).
  public func draw(_ frame: RenderedFrame) -> [UInt8] {
    let grid = frame.grid
    if grid.width != columns || grid.height != rows {
      guard
        let (newScreen, newReader) = try? Self.open(
          columns: grid.width, rows: grid.height, term: term, utf8: utf8)
      else { return [] }
      screen.close()
      closeDescriptor(reader)
      (screen, reader) = (newScreen, newReader)
      columns = grid.width
      rows = grid.height
    }
    screen.draw(grid, cursor: frame.cursor)
    _ = screen.bytesWritten  // flushes curses' stream into the file
    return readBack()
  }

  /// Closes the screen as the app's exit does (`endwin`, the cursor made visible) and returns
  /// what that wrote. Nothing is drawn after it.
  public func close() -> [UInt8] {
    screen.close()
    return readBack()
  }

  /// The bytes the file grew by since the last read.
  private func readBack() -> [UInt8] {
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
