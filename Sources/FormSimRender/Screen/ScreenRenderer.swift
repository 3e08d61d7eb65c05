import FormSimCore

/// Composes a whole terminal frame: the device, the panel, the footer and (with F1) the help.
///
/// Both the interactive app and `formsim snapshot` draw through here, so a snapshot is the frame
/// the terminal would show, cell for cell.
public struct ScreenRenderer: Sendable {
  public var theme: Theme
  /// Points per column from `--scale`, or `nil` to fit the terminal.
  public var forcedScale: Double?

  public init(theme: Theme, forcedScale: Double? = nil) {
    self.theme = theme
    self.forcedScale = forcedScale
  }

  /// The layout a `columns`×`rows` terminal gets for `world`'s window.
  public func layout(for world: World, columns: Int, rows: Int) -> ScreenLayout {
    ScreenLayout(
      columns: columns, rows: rows, windowSize: world.windowBounds.size, forcedScale: forcedScale)
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
    HUDRenderer(theme: theme).draw(
      simulator, playback: playback, events: events, notice: notice, in: layout.panel,
      into: &grid)
    FooterRenderer(theme: theme).draw(in: layout.footer, into: &grid)
    if showsHelp {
      HelpRenderer(theme: theme).draw(
        in: CellRect(x: 0, y: 0, width: columns, height: max(0, rows - 1)), into: &grid)
      return RenderedFrame(grid: grid, cursor: nil)
    }
    return RenderedFrame(grid: grid, cursor: cursor)
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
