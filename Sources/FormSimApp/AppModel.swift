import FormSimCore
import FormSimRender

/// The interactive simulator without a terminal: it turns key events into user actions on a
/// `Simulator`, runs simulated time from real time (with slow motion and pause), keeps the event
/// log, and composes frames.
///
/// Everything the terminal app does goes through here, so tests can drive the whole app, key by
/// key and frame by frame, with no terminal. It is a `TerminalApp`, so the terminal's run loop
/// drives it as it is.
public struct AppModel: Sendable, TerminalApp {
  /// The slow-motion steps F7 cycles through: real seconds per simulated second.
  public static let timeScales = [1, 5, 10]
  /// How far PgUp / PgDn drag the content, in points.
  public static let pageScroll = 120.0
  /// How far one wheel notch drags the content, in points.
  public static let wheelScroll = 40.0

  public private(set) var simulator: Simulator
  /// What the simulator was built from; strategy and device switches rebuild from it.
  public private(set) var settings: SimulationSettings
  public private(set) var timeScale = 1
  public private(set) var isPaused = false
  public private(set) var eventLog = EventLog()
  public private(set) var showsHelp = false
  /// F12 hides the panel: the compact view, where the phone gets the whole terminal.
  public private(set) var showsPanel = true
  /// Set by F10: the app has asked to quit.
  public private(set) var wantsQuit = false
  /// Points per column from `--scale`, or `nil` to fit the terminal.
  public var forcedScale: Double?
  /// Why the watched layout file could not be read again, shown in the panel until a good
  /// version arrives; `nil` when there is nothing to say.
  public private(set) var layoutProblem: String?

  private let lastFrameSize = LastFrameSize()
  /// A press on the form, until its release: a tap, or a drag once the mouse moves.
  private var mouseDrag: MouseDrag?

  public init(settings: SimulationSettings, forcedScale: Double? = nil) {
    self.init(simulator: Simulator(settings: settings), forcedScale: forcedScale)
  }

  /// An app around a simulator that may already have run (a demo's first steps, a test).
  public init(simulator: Simulator, forcedScale: Double? = nil) {
    self.simulator = simulator
    self.settings = simulator.settings
    self.forcedScale = forcedScale
    self.simulator.recordsEvents = true
    drainEvents()
  }

  // MARK: The terminal app's side

  /// Seconds between frames while something moves.
  public var frameInterval: Double { settings.frameInterval }

  /// Frames are needed only while something moves and the clock runs: idle means no CPU.
  public var needsFrames: Bool { !simulator.isSettled && !isPaused }

  /// Real time has passed: simulated time moves by `real / timeScale`, unless paused.
  public mutating func advance(bySeconds real: Double) {
    guard !isPaused, real > 0 else { return }
    simulator.advance(by: real / Double(timeScale))
    drainEvents()
  }

  /// Characters typed together (a paste): what `handle(.character(_))` does for each, in one
  /// insertion, so that the text, caret and strategy are updated once rather than once a
  /// character.
  public mutating func handle(typing text: String) -> Bool {
    defer { drainEvents() }
    var text = Substring(text)
    if showsHelp, !text.isEmpty {
      showsHelp = false
      text = text.dropFirst()
    }
    if !text.isEmpty { simulator.type(String(text)) }
    return true
  }

  /// One input event; returns false when the app should quit (F10 only: `q` is text).
  public mutating func handle(_ event: KeyEvent) -> Bool {
    defer { drainEvents() }
    if showsHelp {
      if event != .resize { showsHelp = false }
      return true
    }
    switch event {
    case .character(let character): simulator.type(String(character))
    case .backspace: simulator.deleteBackward()
    case .delete: simulator.deleteForward()
    case .left: simulator.moveCaret(by: -1)
    case .right: simulator.moveCaret(by: 1)
    case .home: simulator.moveCaretToStart()
    case .end: simulator.moveCaretToEnd()
    case .tab, .down: simulator.focusNext()
    case .backTab, .up: simulator.focusPrevious()
    case .enter: simulator.pressReturn()
    case .escape: simulator.dismiss()
    // A page key is a finger drag: PgUp moves the finger down (the form back towards its top),
    // so with `keyboardDismissMode` onDrag it dismisses and with interactive it pulls the
    // keyboard down with it; PgDn drags up.
    case .pageUp: simulator.drag([Self.pageScroll])
    case .pageDown: simulator.drag([-Self.pageScroll])
    case .wheelUp: simulator.userScroll(by: -Self.wheelScroll)
    case .wheelDown: simulator.userScroll(by: Self.wheelScroll)
    case .click(let column, let row): click(column: column, row: row)
    case .press(let column, let row): press(column: column, row: row)
    case .mouseMoved(let column, let row): mouseMoved(column: column, row: row)
    case .release: release()
    case .function(let number): return functionKey(number)
    case .resize: break
    }
    return true
  }

  /// The same frame as a `RenderedFrame`; also remembers the size for mouse hit-testing.
  public func render(columns: Int, rows: Int, colorEnabled: Bool, unicodeEnabled: Bool)
    -> RenderedFrame
  {
    lastFrameSize.lastSize = (columns, rows)
    let renderer = ScreenRenderer(
      theme: Theme(colorEnabled: colorEnabled, unicodeEnabled: unicodeEnabled),
      forcedScale: forcedScale, showsPanel: showsPanel)
    return renderer.render(
      simulator, playback: PlaybackStatus(timeScale: timeScale, isPaused: isPaused),
      events: eventLog.entries, showsHelp: showsHelp, notice: layoutProblem, columns: columns,
      rows: rows)
  }

  /// Every field's text, top to bottom, under a key of its own (`FormValueKeys`): what
  /// `--print-values` writes on quit.
  public var values: [(label: String, text: String)] {
    let fields = simulator.world.fields
    let keys = FormValueKeys.keys(for: fields.map(\.label))
    return zip(keys, fields).map { (label: $0, text: $1.text) }
  }

  /// Performs one script step as if the user had done it (a demo's tour, a click in one pane of a
  /// comparison applied to every pane), then logs what the strategy was told.
  ///
  /// Time does not pass here: the caller lets it run with `advance(bySeconds:)`, so the step
  /// animates on screen as an interactive action would.
  public mutating func perform(_ step: ScriptStep) {
    simulator.perform(step)
    drainEvents()
  }

  // MARK: Actions

  private mutating func functionKey(_ number: Int) -> Bool {
    switch number {
    case 1: showsHelp = true
    case 2: switchStrategy()
    case 3: switchDevice()
    case 4: simulator.rotate()
    case 5: simulator.setPredictive(!simulator.world.predictive)
    case 6: simulator.setHardwareKeyboard(!simulator.hardwareKeyboard)
    case 7:
      let index = Self.timeScales.firstIndex(of: timeScale) ?? 0
      timeScale = Self.timeScales[(index + 1) % Self.timeScales.count]
    case 8: isPaused.toggle()
    case 9: step()
    case 10:
      wantsQuit = true
      return false
    case 11: simulator.setEmoji(!simulator.world.emojiKeyboard)
    case 12: showsPanel.toggle()
    case 24:
      // Shift-F12 (F24 to curses), iPad: docked → undocked → split → floating → docked.
      let all = KeyboardPlacement.allCases
      let index = all.firstIndex(of: simulator.world.keyboardPlacement) ?? 0
      simulator.placeKeyboard(all[(index + 1) % all.count])
    default: break
    }
    return true
  }

  /// F9: pauses if running, then lets exactly one frame interval of simulated time pass.
  private mutating func step() {
    isPaused = true
    simulator.advance(by: settings.frameInterval)
  }

  /// F2: the next strategy in the catalogue's order, then the run's handlers.
  private mutating func switchStrategy() {
    let names = StrategyCatalog.names + settings.handlers
    let index = names.firstIndex(of: settings.strategy) ?? -1
    let next = names[(index + 1) % names.count]
    rebuild { $0.strategy = next }
  }

  /// F3: the next built-in device, today's included, in the order `formsim devices` lists them.
  private mutating func switchDevice() {
    let devices = DeviceProfile.all
    let index = devices.firstIndex { $0.name == settings.device.name } ?? -1
    let next = devices[(index + 1) % devices.count]
    rebuild { $0.device = next }
  }

  /// A fresh simulator from changed settings that keeps what the user did: every field's text,
  /// the orientation, the predictive bar and hardware keyboard, the clock (so the log's times run
  /// on) and the focus, with its caret (refocusing slides the keyboard in again, under the new
  /// strategy or device).
  private mutating func rebuild(_ change: (inout SimulationSettings) -> Void) {
    let world = simulator.world
    let focus = world.focusedIndex.map { (index: $0, caret: world.fields[$0].caret) }
    rebuild(keepingTexts: world.fields.map(\.text), focus: focus, change)
  }

  /// The rebuild itself, with the texts and focus to put back given by field index.
  private mutating func rebuild(
    keepingTexts texts: [String], focus: (index: Int, caret: Int)?,
    _ change: (inout SimulationSettings) -> Void
  ) {
    let world = simulator.world
    var next = settings
    next.orientation = world.orientation
    next.hardwareKeyboard = simulator.hardwareKeyboard
    if next.predictive != nil || world.predictive != world.device.predictiveByDefault {
      next.predictive = world.predictive
    }
    change(&next)
    var fresh = Simulator(settings: next)
    fresh.recordsEvents = true
    fresh.advance(to: simulator.time)
    fresh.setTexts(texts)
    if let focus {
      fresh.focus(focus.index)
      fresh.moveCaretToStart()
      fresh.moveCaret(by: focus.caret)
    }
    settings = next
    simulator = fresh
  }

  /// The watched layout file was read again: the form becomes `layout`, and every field that
  /// still exists (the same label, matched in order) keeps its text, and the focus if it had it.
  /// Everything else the user set (device, strategy, orientation, keyboard) stays.
  public mutating func replaceLayout(_ layout: Layout) {
    layoutProblem = nil
    let world = simulator.world
    var unused = Array(world.fields.indices)
    var texts: [String] = []
    var focus: (index: Int, caret: Int)?
    for (index, spec) in layout.fieldSpecs.enumerated() {
      guard let position = unused.firstIndex(where: { world.fields[$0].label == spec.label }) else {
        texts.append("")
        continue
      }
      let old = unused.remove(at: position)
      texts.append(world.fields[old].text)
      if old == world.focusedIndex { focus = (index, world.fields[old].caret) }
    }
    rebuild(keepingTexts: texts, focus: focus) { $0.layout = layout }
  }

  /// The watched layout file could not be read: say why in the panel and keep the last good form.
  public mutating func reportLayoutProblem(_ message: String) {
    layoutProblem = message
  }

  /// The watched layout file was read again: the new form, or the reason it could not be read.
  /// The live recording could not be written: said on the notice line, as a bad layout is.
  public mutating func recordingFailed(_ message: String) {
    reportLayoutProblem("recording: " + message)
  }

  public mutating func layoutFileChanged(_ result: Result<Layout, UserFileError>) {
    switch result {
    case .success(let layout): replaceLayout(layout)
    case .failure(let error): reportLayoutProblem(error.description)
    }
  }

  /// A click on the device's screen: a field takes focus, anywhere else is a tap outside.
  private mutating func click(column: Int, row: Int) {
    guard let (hit, _) = hitTest(column: column, row: row) else { return }
    tap(hit)
  }

  /// What the cell shows, on the screen the user is looking at, and the screen's layout.
  private func hitTest(column: Int, row: Int) -> (DeviceHit, ScreenLayout)? {
    guard let size = lastFrameSize.lastSize else { return nil }
    let renderer = ScreenRenderer(
      theme: Theme(colorEnabled: false, unicodeEnabled: false), forcedScale: forcedScale,
      showsPanel: showsPanel)
    let layout = renderer.layout(for: simulator.world, columns: size.columns, rows: size.rows)
    let hit = DeviceRenderer(theme: renderer.theme).hit(
      simulator.world, layout: layout, column: column, row: row)
    return (hit, layout)
  }

  private mutating func tap(_ hit: DeviceHit) {
    switch hit {
    case .field(let index): simulator.focus(index)
    case .background: simulator.tapOutside()
    case .toolbar(.previous): simulator.focusPrevious()
    case .toolbar(.next): simulator.focusNext()
    case .toolbar(.done): simulator.dismiss()
    case .keyboard, .statusBar, .chrome, .outside: break
    }
  }

  private mutating func drainEvents() {
    let events = simulator.takeEvents()
    if !events.isEmpty { eventLog.append(contentsOf: events) }
  }
}

/// Mouse drags on the form: a press on its content, moves with the button held, the release.
/// They make the same finger drag as the `drag` script step, one row of movement being the screen's
/// points per row. A tap outside waits for the release, so that a drag starting on the background
/// does not resign the first responder first; a press on a field focuses it at once, as a click.
/// A drag that starts on the floating iPad keyboard moves the keyboard instead (as `float X Y`).
extension AppModel {
  struct MouseDrag: Sendable {
    var lastRow: Int
    var pointsPerRow: Double
    /// The press was on the background: a tap outside if the mouse lifts without moving.
    var tapsOutside: Bool
    var started = false
    /// Set when the press was on the floating keyboard: where its top-left corner is asked to be.
    var keyboardOrigin: Point?
    var lastColumn = 0
    var pointsPerColumn = 0.0
  }

  mutating func press(column: Int, row: Int) {
    // A release the terminal never sent: finish the last press first.
    if mouseDrag != nil { release() }
    guard let (hit, layout) = hitTest(column: column, row: row) else { return }
    let pointsPerRow = layout.pointsPerRow
    switch hit {
    case .keyboard where simulator.world.keyboardPlacement == .floating:
      mouseDrag = MouseDrag(
        lastRow: row, pointsPerRow: pointsPerRow, tapsOutside: false,
        keyboardOrigin: simulator.world.keyboardFrame.origin, lastColumn: column,
        pointsPerColumn: layout.pointsPerColumn)
    case .background:
      mouseDrag = MouseDrag(lastRow: row, pointsPerRow: pointsPerRow, tapsOutside: true)
    case .field:
      tap(hit)
      mouseDrag = MouseDrag(lastRow: row, pointsPerRow: pointsPerRow, tapsOutside: false)
    default:
      tap(hit)
    }
  }

  mutating func mouseMoved(column: Int, row: Int) {
    guard var drag = mouseDrag else { return }
    if let origin = drag.keyboardOrigin {
      return moveFloatingKeyboard(drag, from: origin, column: column, row: row)
    }
    guard row != drag.lastRow else { return }
    if !drag.started {
      drag.started = true
      simulator.beginDrag()
    }
    simulator.moveDrag(by: Double(row - drag.lastRow) * drag.pointsPerRow)
    drag.lastRow = row
    mouseDrag = drag
  }

  /// Moves the floating keyboard by the mouse's motion since the last report, in points.
  private mutating func moveFloatingKeyboard(
    _ drag: MouseDrag, from origin: Point, column: Int, row: Int
  ) {
    guard column != drag.lastColumn || row != drag.lastRow else { return }
    var drag = drag
    let moved = Point(
      x: origin.x + Double(column - drag.lastColumn) * drag.pointsPerColumn,
      y: origin.y + Double(row - drag.lastRow) * drag.pointsPerRow)
    simulator.placeKeyboard(.floating, at: moved)
    drag.keyboardOrigin = moved
    drag.lastColumn = column
    drag.lastRow = row
    mouseDrag = drag
  }

  mutating func release() {
    guard let drag = mouseDrag else { return }
    mouseDrag = nil
    if drag.started {
      simulator.endDrag()
    } else if drag.tapsOutside {
      simulator.tapOutside()
    }
  }
}
