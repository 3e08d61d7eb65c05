import FormSimCore
import FormSimRender

/// `formsim compare`: two simulators or more side by side — one per strategy, or one per device —
/// driven by the same input and the same clock, each with its own verdict.
///
/// Each pane is an `AppModel`, so a key means in every pane exactly what it means in the
/// interactive simulator: every key event is handed to every pane. Only what cannot be shared is
/// handled here: a click is hit-tested in the pane it lands in and applied to all as "focus
/// field N" or "tap outside"; F1 shows one help for all; F10 quits; and the key that would switch
/// the compared axis (F2 for strategies, F3 for devices) is ignored, so the panes stay what the
/// comparison is about.
public struct CompareModel: Sendable, TerminalApp {
  /// What differs between the panes.
  public enum Axis: Sendable, Hashable {
    case strategies
    case devices
  }

  /// How many panes a comparison may have: fewer compares nothing; up to every strategy, as
  /// many shown as the terminal holds and the rest counted.
  public static let paneCounts = 2...StrategyCatalog.names.count

  public let axis: Axis
  public private(set) var panes: [AppModel]
  public private(set) var showsHelp = false
  /// Set by F10: the comparison has asked to quit.
  public private(set) var wantsQuit = false
  /// Points per column from `--scale`, or `nil` to fit the terminal.
  public var forcedScale: Double?

  private let lastFrameSize = LastFrameSize()

  /// One pane per strategy of `strategies`, on the form and device of `settings`.
  public init(settings: SimulationSettings, strategies: [String], forcedScale: Double? = nil) {
    axis = .strategies
    self.forcedScale = forcedScale
    panes = strategies.map { strategy in
      var pane = settings
      pane.strategy = strategy
      return AppModel(settings: pane)
    }
  }

  /// One pane per device of `devices`, with the strategy and form of `settings`.
  public init(settings: SimulationSettings, devices: [DeviceProfile], forcedScale: Double? = nil) {
    axis = .devices
    self.forcedScale = forcedScale
    panes = devices.map { device in
      var pane = settings
      pane.device = device
      return AppModel(settings: pane)
    }
  }

  /// Each pane's title: its strategy or its device.
  public var titles: [String] {
    panes.map { axis == .strategies ? $0.settings.strategy : $0.settings.device.name }
  }

  /// Each pane's verdict on its focused field, as drawn under it.
  public var verdicts: [FocusVerdict] { panes.map { FocusVerdict($0.simulator) } }

  /// Why the watched layout file could not be read again (the same in every pane).
  public var layoutProblem: String? { panes.first?.layoutProblem }

  /// The watched layout file was read again: every pane takes the new form, keeping the text
  /// and focus of the fields that still exist.
  public mutating func replaceLayout(_ layout: Layout) {
    for index in panes.indices { panes[index].replaceLayout(layout) }
  }

  /// The watched layout file could not be read: every pane keeps its form; the header says why.
  public mutating func reportLayoutProblem(_ message: String) {
    for index in panes.indices { panes[index].reportLayoutProblem(message) }
  }

  /// The watched layout file was read again: every pane takes the new form, or says why not.
  /// The live recording could not be written: said on the notice line, as a bad layout is.
  public mutating func recordingFailed(_ message: String) {
    reportLayoutProblem("recording: " + message)
  }

  public mutating func layoutFileChanged(_ result: Result<Layout, UserFileError>) {
    for index in panes.indices { panes[index].layoutFileChanged(result) }
  }

  /// The form's values (the same in every pane): what `--print-values` writes on quit.
  public var values: [(label: String, text: String)] { panes.first?.values ?? [] }

  // MARK: The terminal app's side

  public var frameInterval: Double { panes.first?.frameInterval ?? 1.0 / 60 }

  public var needsFrames: Bool { panes.contains { $0.needsFrames } }

  /// Real time has passed: every pane's clock moves by the same amount (each applies the same
  /// slow motion and pause, as they all saw the same keys).
  public mutating func advance(bySeconds real: Double) {
    for index in panes.indices { panes[index].advance(bySeconds: real) }
  }

  /// One input event, applied to every pane; returns false when the comparison should quit.
  public mutating func handle(_ event: KeyEvent) -> Bool {
    if showsHelp {
      if event != .resize { showsHelp = false }
      return true
    }
    switch event {
    case .function(1):
      showsHelp = true
    case .function(10):
      wantsQuit = true
      return false
    case .function(2) where axis == .strategies, .function(3) where axis == .devices:
      break
    case .click(let column, let row), .press(let column, let row):
      click(column: column, row: row)
    // Dragging one pane's form is not mirrored in the others.
    case .mouseMoved, .release:
      break
    default:
      for index in panes.indices { _ = panes[index].handle(event) }
    }
    return true
  }

  /// The key hints that apply: the F-keys of the interactive simulator less the compared axis.
  public var footerHints: [(key: String, label: String)] {
    let skipped = axis == .strategies ? "F2" : "F3"
    // A comparison has no panel to hide.
    return FooterRenderer.hints.filter { $0.key != skipped && $0.key != "F12" }
  }

  /// The layout for a terminal of this size.
  public func layout(columns: Int, rows: Int) -> CompareLayout {
    CompareLayout(
      columns: columns, rows: rows,
      windowSizes: panes.map { $0.simulator.world.windowBounds.size }, forcedScale: forcedScale)
  }

  /// The frame: a header, the panes, the "not shown" line when some did not fit, the footer.
  /// Every pane shows its own caret, so the terminal's cursor is hidden.
  public func render(columns: Int, rows: Int, colorEnabled: Bool, unicodeEnabled: Bool)
    -> RenderedFrame
  {
    lastFrameSize.lastSize = (columns, rows)
    let theme = Theme(colorEnabled: colorEnabled, unicodeEnabled: unicodeEnabled)
    var grid = CellGrid(width: columns, height: rows)
    let layout = layout(columns: columns, rows: rows)
    if layout.isTooSmall {
      ScreenRenderer(theme: theme).drawTooSmall(
        columns: columns, rows: rows, minimumColumns: CompareLayout.minimumColumns,
        minimumRows: CompareLayout.minimumRows, into: &grid)
      return RenderedFrame(grid: grid, cursor: nil)
    }
    let headline =
      layoutProblem.map { theme.glyphs.cross + " " + $0 } ?? header(glyphs: theme.glyphs)
    grid.put(
      TextFit.truncate(headline, width: columns, ellipsis: theme.glyphs.ellipsis),
      x: 0, y: layout.header.y, style: layoutProblem == nil ? theme.heading : theme.bad)
    let deviceRenderer = DeviceRenderer(theme: theme)
    for pane in layout.panes {
      let app = panes[pane.index]
      let title = TextFit.truncate(
        titles[pane.index], width: pane.title.width, ellipsis: theme.glyphs.ellipsis)
      grid.put(
        title, x: pane.title.x + (pane.title.width - DisplayWidth.of(title)) / 2, y: pane.title.y,
        style: theme.panelTitle)
      deviceRenderer.draw(app.simulator.world, layout: pane.device, into: &grid)
      let verdict = FocusVerdict(app.simulator)
      let text = verdict.text(fitting: pane.verdict.width, glyphs: theme.glyphs)
      let style = verdict.passed.map { $0 ? theme.good : theme.bad } ?? theme.note
      grid.put(
        text, x: pane.verdict.x + max(0, (pane.verdict.width - DisplayWidth.of(text)) / 2),
        y: pane.verdict.y, style: style)
    }
    if let notice = layout.notice {
      let text = TextFit.truncate(
        Self.notShownMessage(layout.hiddenCount), width: columns, ellipsis: theme.glyphs.ellipsis)
      grid.put(
        text, x: max(0, (columns - DisplayWidth.of(text)) / 2), y: notice.y, style: theme.message)
    }
    FooterRenderer(theme: theme).draw(footerHints, in: layout.footer, into: &grid)
    if showsHelp {
      HelpRenderer(theme: theme).draw(
        in: CellRect(x: 0, y: 0, width: columns, height: max(0, rows - 1)), into: &grid)
    }
    return RenderedFrame(grid: grid, cursor: nil)
  }

  /// `2 more not shown — widen the terminal`.
  public static func notShownMessage(_ count: Int) -> String {
    "\(count) more not shown — widen the terminal"
  }

  /// The first row: what is compared, on what, and the shared clock's state.
  public func header(glyphs: GlyphSet = .unicode) -> String {
    guard let first = panes.first else { return "" }
    let dot = glyphs.separator
    let world = first.simulator.world
    var parts = ["FormSim compare"]
    switch axis {
    case .strategies:
      parts.append("\(panes.count) strategies")
      parts.append(world.device.name)
    case .devices:
      parts.append("\(panes.count) devices")
      parts.append(first.settings.strategy)
    }
    parts.append(world.orientation.rawValue)
    parts.append(first.settings.layout.name)
    parts.append("\(glyphs.times)\(first.timeScale)" + (first.isPaused ? " paused" : ""))
    parts.append("\(NumberText.seconds(world.time))s")
    return parts.joined(separator: dot)
  }

  /// A click: hit-tested in the pane it lands in, then applied to every pane.
  private mutating func click(column: Int, row: Int) {
    guard let size = lastFrameSize.lastSize else { return }
    let layout = layout(columns: size.columns, rows: size.rows)
    guard let pane = layout.pane(atColumn: column, row: row) else { return }
    let hit = DeviceRenderer(theme: Theme(colorEnabled: false, unicodeEnabled: false)).hit(
      panes[pane.index].simulator.world, layout: pane.device, column: column, row: row)
    let step: ScriptStep
    switch hit {
    case .field(let index): step = .focus(index + 1)
    case .background: step = .tapOutside
    case .toolbar(.previous): step = .previous
    case .toolbar(.next): step = .next
    case .toolbar(.done): step = .dismiss
    case .keyboard, .statusBar, .chrome, .outside: return
    }
    for index in panes.indices { panes[index].perform(step) }
  }
}
