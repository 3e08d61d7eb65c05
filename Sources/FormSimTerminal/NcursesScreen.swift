import CNcurses
import FormSimRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real terminal, driven through ncurses: FormSim's only backend that does terminal I/O.
///
/// Everything above it renders into a `CellGrid`; this class copies what changed into curses and
/// lets one `doupdate` per frame send it. It is opened with `newterm` rather than `initscr`,
/// because `initscr` exits the whole process on an unknown `TERM` instead of reporting it.
/// curses is not thread-safe: every entry point holds `CursesLock`, so screens may be used from
/// any thread, one call at a time.
public final class NcursesScreen {
  /// The terminal's size in cells, re-read at every draw and on `refreshSize()`.
  public private(set) var size: (columns: Int, rows: Int)
  /// Colour is used: the terminal has colours and `NO_COLOR` is not set.
  public let colorEnabled: Bool
  /// The locale's character set is UTF-8, so box drawing and symbols can be shown.
  public let unicodeEnabled: Bool
  /// What the last `draw` did.
  public internal(set) var lastDraw = DrawStats()

  let screen: OpaquePointer
  let window: UnsafeMutablePointer<WINDOW>
  let capabilities: CursesStyle.Capabilities
  var pairs: ColorPairTable
  /// The curses form of the last style drawn: neighbouring cells mostly share a style, so this
  /// spares a conversion and a colour-pair lookup per cell.
  var lastStyle: (style: Style, attributes: attr_t, pair: Int16)?
  /// The curses characters made so far, so that each distinct cell is converted once.
  let characterCache = CursesCharacterCache()
  /// The frame being handed to curses; kept so its storage is reused from frame to frame.
  var batch = CursesBatch()
  var previous: CellGrid?
  var drawnSize: (columns: Int, rows: Int)?
  var cursorShown: Bool?
  private let output: UnsafeMutablePointer<FILE>
  private let input: UnsafeMutablePointer<FILE>
  private let ownsStreams: Bool
  private let interactive: Bool
  /// The descriptor input is read from, so a loop can wait on it and other descriptors at once.
  public var inputDescriptor: Int32? { fileno(input) }
  /// Whether `close()` has run; a closed screen ignores draws and reads.
  public private(set) var isClosed = false
  /// Blocking reads in a row that gave no key (`ReadFailure`).
  var failedReads = 0

  /// Opens the user's terminal: stdin/stdout when both are terminals, else `/dev/tty` (so that
  /// stdout can be redirected to capture `--print-values`).
  ///
  /// Installs `SignalGuard` first, so Ctrl-C and `kill` restore the terminal.
  /// `afterOpening` runs right after `newterm` returns, before the screen is set up: the one
  /// moment a test needs a signal to arrive, which nothing outside could time.
  public convenience init(afterOpening: @escaping () -> Void = {}) throws {
    // Only the character type matters to curses (wide glyphs, UTF-8); loading every category
    // of the locale would cost start-up time for nothing.
    setlocale(LC_CTYPE, "")
    guard let term = getenv("TERM").map({ String(cString: $0) }), !term.isEmpty else {
      throw TerminalError.termUnset
    }
    var output: UnsafeMutablePointer<FILE> = cn_stdout()
    var input: UnsafeMutablePointer<FILE> = cn_stdin()
    var owns = false
    if isatty(STDIN_FILENO) == 0 || isatty(STDOUT_FILENO) == 0 {
      guard let ttyOut = fopen("/dev/tty", "w") else { throw TerminalError.notATerminal }
      guard let ttyIn = fopen("/dev/tty", "r") else {
        fclose(ttyOut)
        throw TerminalError.notATerminal
      }
      (output, input, owns) = (ttyOut, ttyIn, true)
    }
    SignalGuard.install()
    try self.init(
      term: term, passTerm: false, output: output, input: input, ownsStreams: owns,
      interactive: true, afterOpening: afterOpening)
  }

  /// A screen that writes to a file instead of a terminal, for benchmarks and tests.
  ///
  /// curses sends exactly the escape sequences it would send to a `term` terminal of
  /// `columns` × `rows`, so `bytesWritten` measures what a frame really costs. `utf8` switches
  /// the character type to `C.UTF-8` when the environment's locale is not UTF-8, for output
  /// that must hold the Unicode look whatever the machine (a recording).
  public static func offscreen(
    outputPath: String, columns: Int, rows: Int, term: String = "xterm-256color",
    utf8: Bool = false
  ) throws -> NcursesScreen {
    let file = open(outputPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard file >= 0 else { throw TerminalError.cannotOpenOutput(path: outputPath) }
    return try offscreen(
      writingTo: file, named: outputPath, columns: columns, rows: rows, term: term, utf8: utf8)
  }

  /// A headless screen writing to `descriptor` (a file, or in tests a socket that keeps each
  /// write apart), which it owns from here on; `name` is what errors call it.
  static func offscreen(
    writingTo descriptor: Int32, named name: String, columns: Int, rows: Int, term: String,
    utf8: Bool
  ) throws -> NcursesScreen {
    CursesLock.lock.lock()
    defer { CursesLock.lock.unlock() }
    setlocale(LC_CTYPE, "")
    if utf8 && !isUTF8Locale() { setlocale(LC_CTYPE, "C.UTF-8") }
    // curses learns a screen's size from its terminal, and a file has none. It could be told
    // through LINES/COLUMNS, but those would change the whole process's environment under any
    // thread starting a program at that moment (which would inherit them, or read `environ`
    // while `setenv` moves it). So the screen opens on a pseudo-terminal of the size wanted,
    // and the output then takes over the terminal's descriptor before curses writes a byte.
    let pair: PseudoTerminal
    do {
      pair = try PseudoTerminal.open(columns: columns, rows: rows)
    } catch {
      _ = closeDescriptor(descriptor)
      throw error
    }
    defer { _ = closeDescriptor(pair.master) }
    let terminal = pair.terminal
    guard let output = fdopen(terminal, "w") else {
      _ = closeDescriptor(terminal)
      _ = closeDescriptor(descriptor)
      throw TerminalError.cannotOpenOutput(path: name)
    }
    guard let input = fopen("/dev/null", "r") else {
      fclose(output)
      _ = closeDescriptor(descriptor)
      throw TerminalError.cannotOpenOutput(path: "/dev/null")
    }
    return try NcursesScreen(
      term: term, passTerm: true, output: output, input: input, ownsStreams: true,
      interactive: false, outputFile: descriptor)
  }

  private init(
    term: String, passTerm: Bool, output: UnsafeMutablePointer<FILE>,
    input: UnsafeMutablePointer<FILE>, ownsStreams: Bool, interactive: Bool,
    afterOpening: () -> Void = {},
    outputFile: Int32? = nil
  ) throws {
    CursesLock.lock.lock()
    defer { CursesLock.lock.unlock() }
    // From `newterm` on a signal must restore the terminal, even before the first frame: the
    // guard saves the tty's modes and holds termination signals until the screen is open.
    let signalMask = interactive ? SignalGuard.beginOpening(descriptor: fileno(output)) : nil
    var isOpen = false
    defer {
      if let signalMask { SignalGuard.finishOpening(open: isOpen, restoring: signalMask) }
    }
    let opened: OpaquePointer? =
      passTerm ? term.withCString { newterm($0, output, input) } : newterm(nil, output, input)
    afterOpening()
    if let outputFile {
      // From here on curses writes to the output, through the descriptor it opened the screen on.
      dup2(outputFile, fileno(output))
      _ = fcntl(fileno(output), F_SETFD, FD_CLOEXEC)
      _ = closeDescriptor(outputFile)
    }
    guard let opened else {
      if ownsStreams {
        fclose(output)
        fclose(input)
      }
      throw TerminalError.termUnknown(term)
    }
    set_term(opened)
    DeferredScreenDeletion.opened()
    // A terminal that cannot move the cursor (TERM=dumb, a printing terminal) would get each
    // frame as one long smear of text: refuse it with a message instead.
    guard Self.canAddressCursor() else {
      endwin()
      DeferredScreenDeletion.closed(opened, streams: ownsStreams ? [output, input] : [])
      throw TerminalError.termUnsupported(term)
    }
    // ncurses (6.4 at least) flushes its output at every cursor move until the screen has been
    // through `endwin` and back once: a frame would leave in dozens of writes instead of as few as
    // its buffer allows (docs/performance.md). One round trip now, before anything is drawn, costs two short
    // writes.
    endwin()
    doupdate()
    isOpen = interactive
    screen = opened
    window = cn_stdscr()
    self.output = output
    self.input = input
    self.ownsStreams = ownsStreams
    self.interactive = interactive

    cbreak()
    noecho()
    nonl()
    keypad(window, true)
    set_escdelay(25)
    // No typeahead check: curses would otherwise flush its output and poll the input after
    // every line of an update (a write per line, and a frame cut short by a key). FormSim reads
    // all pending input before each frame, so a frame goes out whole, in as few writes as
    // curses' buffer allows; and /dev/null, the offscreen input, always reads as ready.
    typeahead(-1)
    // Report presses at once instead of waiting to pair them into clicks.
    mouseinterval(0)
    let buttons =
      cn_button1_pressed() | cn_button1_released() | cn_button1_clicked() | cn_button4_pressed()
      | cn_button5_pressed() | cn_report_mouse_position()
    mousemask(buttons, nil)
    // Curses turns on xterm's mode 1000 (presses and releases); motion with a button held, for
    // dragging the form, needs mode 1002 as well.
    if interactive { Self.setButtonMotionReports(true, output: output) }

    let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
    var colorEnabled = false
    var defaultColors = false
    if has_colors() && !noColor && start_color() == OK {
      colorEnabled = true
      defaultColors = use_default_colors() == OK
    }
    self.colorEnabled = colorEnabled
    capabilities = CursesStyle.Capabilities(
      colorEnabled: colorEnabled, colorCount: Int(cn_colors()), defaultColors: defaultColors)
    pairs = ColorPairTable(limit: colorEnabled ? Int(cn_color_pairs()) : 0)

    unicodeEnabled = Self.isUTF8Locale()

    size = (Int(getmaxx(window)), Int(getmaxy(window)))
    setCursor(visible: false)
  }

  /// Whether the current locale's character set is UTF-8.
  static func isUTF8Locale() -> Bool {
    let codeset = nl_langinfo(nl_item(CODESET)).map { String(cString: $0) } ?? ""
    return codeset.lowercased().filter { $0 != "-" && $0 != "_" } == "utf8"
  }

  /// Whether the current curses terminal has `cup` (cursor addressing).
  private static func canAddressCursor() -> Bool {
    guard let capability = tigetstr("cup") else { return false }
    return Int(bitPattern: capability) != -1
  }

  deinit {
    close()
  }

  /// Re-reads the terminal size (after `.resize`); returns whether it changed.
  @discardableResult
  public func refreshSize() -> Bool {
    CursesLock.lock.lock()
    defer { CursesLock.lock.unlock() }
    guard !isClosed else { return false }
    let current = (Int(getmaxx(window)), Int(getmaxy(window)))
    guard current != size else { return false }
    size = current
    return true
  }

  /// Bytes sent to the output so far, or `nil` if it is not a file (a real terminal).
  public var bytesWritten: Int? {
    CursesLock.lock.lock()
    defer { CursesLock.lock.unlock() }
    guard !isClosed else { return nil }
    fflush(output)
    let position = ftell(output)
    return position < 0 ? nil : position
  }

  /// Gives the terminal back: mouse reporting off, cursor visible, normal screen. Safe to call
  /// more than once.
  public func close() {
    CursesLock.lock.lock()
    defer { CursesLock.lock.unlock() }
    guard !isClosed else { return }
    isClosed = true
    if interactive { SignalGuard.setTerminalOpen(false) }
    set_term(screen)
    if interactive { Self.setButtonMotionReports(false, output: output) }
    mousemask(0, nil)
    curs_set(1)
    endwin()
    if interactive { SignalGuard.forgetSavedTerminal() }
    DeferredScreenDeletion.closed(screen, streams: ownsStreams ? [output, input] : [])
  }

  func setCursor(visible: Bool) {
    guard cursorShown != visible else { return }
    cursorShown = visible
    curs_set(visible ? 1 : 0)
    // A hidden cursor need not be parked anywhere, which saves a move per frame.
    leaveok(window, !visible)
  }
}

extension NcursesScreen {
  /// xterm's button-event tracking (mode 1002): reports motion while a button is held. Curses
  /// only knows mode 1000, so FormSim turns this on after `mousemask` and off before closing.
  static func setButtonMotionReports(_ on: Bool, output: UnsafeMutablePointer<FILE>) {
    fputs(on ? "\u{1B}[?1002h" : "\u{1B}[?1002l", output)
    fflush(output)
  }
}

/// `close(2)`, named apart from `NcursesScreen.close()`.
private func closeDescriptor(_ descriptor: Int32) -> Int32 {
  close(descriptor)
}
