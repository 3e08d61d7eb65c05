import FormSimCore

/// Composes a whole terminal frame: the device, the panel, the footer and (with F1) the help.
///
/// Both the interactive app and `formsim snapshot` draw through here, so a snapshot is the frame
/// the terminal would show, cell for cell.
public struct ScreenRenderer: Sendable {
  public var theme: Theme
  /// Points per column from `--scale`, or `nil` to fit the terminal.
  public var forcedScale: Double?
  /// False for the compact view: the device alone, as large as the terminal allows.
  public var showsPanel: Bool

  /// Below this size the frame says where FormSim reads best.
  public static let recommendedColumns = 100
  public static let recommendedRows = 36

  public init(theme: Theme, forcedScale: Double? = nil, showsPanel: Bool = true) {
    self.theme = theme
    self.forcedScale = forcedScale
    self.showsPanel = showsPanel
  }

  /// The layout a `columns`×`rows` terminal gets for `world`'s window.
  public func layout(for world: World, columns: Int, rows: Int) -> ScreenLayout {
    ScreenLayout(
      columns: columns, rows: rows, windowSize: world.windowBounds.size, forcedScale: forcedScale,
      showsPanel: showsPanel)
  }

  public func render(
    _ simulator: Simulator, playback: PlaybackStatus = PlaybackStatus(),
    events: [WorldEvent] = [], showsHelp: Bool = false, notice: String? = nil, columns: Int,
    rows: Int
  ) -> RenderedFrame {
    var grid = CellGrid(width: columns, height: rows)
    let layout = layout(for: simulator.world, columns: columns, rows: rows)
    if layout.isTooSmall {
      drawTooSmall(columns: columns, rows: rows, into: &grid)
      return RenderedFrame(grid: grid, cursor: nil)
    }
    let cursor = DeviceRenderer(theme: theme).draw(simulator.world, layout: layout, into: &grid)
    if showsPanel {
      PanelRenderer(theme: theme).draw(
        simulator, playback: playback, events: events, notice: notice, in: layout.panel,
        into: &grid)
      drawSizeAdvice(in: layout.panel, columns: columns, rows: rows, into: &grid)
    }
    if showsPanel {
      FooterRenderer(theme: theme).draw(in: layout.footer, into: &grid)
    } else {
      // Without the panel, the key that brings it back comes right after Help.
      var hints = FooterRenderer.hints.filter { $0.key != "F12" }
      hints.insert(("F12", "Panel"), at: 1)
      FooterRenderer(theme: theme).draw(hints, in: layout.footer, into: &grid)
    }
    if showsHelp {
      HelpRenderer(theme: theme).draw(
        in: CellRect(x: 0, y: 0, width: columns, height: max(0, rows - 1)), into: &grid)
      return RenderedFrame(grid: grid, cursor: nil)
    }
    return RenderedFrame(grid: grid, cursor: cursor)
  }

  /// In a terminal smaller than 100×36, the panel's bottom edge says so: everything works, but
  /// the phone and the panel are cramped (F12 hides the panel).
  private func drawSizeAdvice(
    in panel: CellRect, columns: Int, rows: Int, into grid: inout CellGrid
  ) {
    guard columns < Self.recommendedColumns || rows < Self.recommendedRows, panel.height >= 2
    else { return }
    let times = theme.glyphs.times
    let size = "\(Self.recommendedColumns)\(times)\(Self.recommendedRows)"
    let texts = [
      " best at \(size) or larger; F12 hides this panel ",
      " best at \(size)+; F12 hides this panel ",
      " best at \(size) or larger ", " best at \(size)+ ",
    ]
    for text in texts where DisplayWidth.of(text) <= panel.width - 4 {
      grid.put(text, x: panel.x + 2, y: panel.maxY - 1, style: theme.panelTitle)
      return
    }
  }

  /// The message that replaces everything in a terminal below the minimum size.
  public static func tooSmallMessage(
    columns: Int, rows: Int, minimumColumns: Int = ScreenLayout.minimumColumns,
    minimumRows: Int = ScreenLayout.minimumRows, times: String = "×"
  ) -> String {
    "Terminal too small: make it at least \(minimumColumns)\(times)"
      + "\(minimumRows) (now \(columns)\(times)\(rows))"
  }

  /// Fills a `columns`×`rows` grid with the too-small message, centred. Screens with other
  /// minimums (a demo's caption rows, a comparison's panes) pass their own.
  public func drawTooSmall(
    columns: Int, rows: Int, minimumColumns: Int = ScreenLayout.minimumColumns,
    minimumRows: Int = ScreenLayout.minimumRows, into grid: inout CellGrid
  ) {
    let message = Self.tooSmallMessage(
      columns: columns, rows: rows, minimumColumns: minimumColumns, minimumRows: minimumRows,
      times: theme.glyphs.times)
    let lines = TextFit.wrap(message, width: columns)
    let top = max(0, (rows - lines.count) / 2)
    for (offset, line) in lines.enumerated() {
      grid.put(
        line, x: max(0, (columns - DisplayWidth.of(line)) / 2), y: top + offset,
        style: theme.message)
    }
  }
}
