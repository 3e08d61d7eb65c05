import FormSimCore

/// Where everything goes in a terminal of a given size: the device (bezel and screen), the side
/// panel and the footer, and how many points one cell stands for.
///
/// It is pure arithmetic on sizes so that the renderer, the mouse hit-testing and the tests agree
/// on one answer. A cell is about twice as tall as it is wide, so a row carries twice as many
/// points as a column; the scale is the largest that fits the whole screen beside the panel (or
/// above it when the terminal is too narrow for both side by side).
public struct ScreenLayout: Sendable, Hashable {
  /// Where the panel sits relative to the device.
  public enum PanelPlacement: Sendable, Hashable {
    case right
    case below
  }

  /// Below this size the frame is only a message asking for a bigger terminal: smaller, the
  /// keyboard and the panel would be too cramped to read.
  public static let minimumColumns = 60
  public static let minimumRows = 20
  /// The panel's width beside the device: wide enough for a live value and a verdict per line.
  public static let preferredPanelWidth = 46
  public static let minimumPanelWidth = 36
  /// The panel's height below the device, at the least.
  public static let minimumPanelHeight = 8
  /// The panel goes below the device only when that makes the screen this much larger: beside it,
  /// the panel has room for every live value and the event log.
  public static let belowPreference = 1.25
  /// A landscape window is wide and short, so beside it the panel would be cut to its minimum
  /// width while the phone is limited by its width, not the rows. There the panel keeps its
  /// preferred width (the phone's scale shrinks), and it goes below only when it has this many
  /// rows: its border and every live value, up to the focused field's verdict.
  public static let landscapeBelowPanelHeight = 18
  /// Rows carry this many times the points of columns (terminal cells are about 1:2).
  public static let rowToColumnRatio = 2.0

  public let columns: Int
  public let rows: Int
  /// The simulated window in points, orientation applied.
  public let windowSize: Size
  /// True when the terminal is below the minimum size; then only a message is drawn.
  public let isTooSmall: Bool
  public let pointsPerColumn: Double
  public let pointsPerRow: Double
  /// The device including its one-cell bezel.
  public let device: CellRect
  /// The screen inside the bezel: the window, scaled.
  public let screen: CellRect
  public let panel: CellRect
  public let panelPlacement: PanelPlacement
  /// The last row: key hints.
  public let footer: CellRect

  /// Lays out a `columns`×`rows` terminal for a window of `windowSize` points. `forcedScale`
  /// (points per column, `--scale`) replaces the fitted scale; a device that then does not fit
  /// is clipped.
  ///
  /// Without the panel (`showsPanel` false, the compact view a small terminal wants), the device
  /// takes the whole terminal above the footer.
  public init(
    columns: Int, rows: Int, windowSize: Size, forcedScale: Double? = nil, showsPanel: Bool = true
  ) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    self.windowSize = windowSize
    isTooSmall = columns < Self.minimumColumns || rows < Self.minimumRows
    footer = CellRect(x: 0, y: max(0, rows - 1), width: max(0, columns), height: 1)

    let width = max(1, windowSize.width)
    let height = max(1, windowSize.height)
    let available = max(1, rows - 1)
    let ratio = Self.rowToColumnRatio
    // Points per column that make the screen fill an area of `areaColumns`×`areaRows` cells
    // (bezel included).
    func fitting(_ areaColumns: Int, _ areaRows: Int) -> Double {
      max(width / Double(max(1, areaColumns - 2)), height / (ratio * Double(max(1, areaRows - 2))))
    }
    let landscape = windowSize.width > windowSize.height
    let sidePanelWidth = landscape ? Self.preferredPanelWidth : Self.minimumPanelWidth
    let belowPanelHeight = landscape ? Self.landscapeBelowPanelHeight : Self.minimumPanelHeight
    let sideScale = fitting(columns - sidePanelWidth - 1, available)
    let belowScale = fitting(columns, available - belowPanelHeight)
    let scale: Double
    let placement: PanelPlacement
    if !showsPanel {
      scale = forcedScale.flatMap { $0 > 0 ? $0 : nil } ?? fitting(columns, available)
      placement = .below
    } else if let forcedScale, forcedScale > 0 {
      scale = forcedScale
      placement = forcedScale >= sideScale || forcedScale < belowScale ? .right : .below
    } else if sideScale <= belowScale * Self.belowPreference {
      scale = sideScale
      placement = .right
    } else {
      scale = belowScale
      placement = .below
    }
    pointsPerColumn = scale
    pointsPerRow = scale * ratio
    panelPlacement = placement

    let screenCells = Self.screenCells(for: windowSize, pointsPerColumn: scale)
    let deviceWidth = screenCells.columns + 2
    let deviceHeight = screenCells.rows + 2
    switch placement {
    case .right:
      let panelWidth = max(
        sidePanelWidth, min(Self.preferredPanelWidth, columns - deviceWidth - 2))
      let area = max(deviceWidth, columns - panelWidth - 1)
      device = CellRect(
        x: max(0, (area - deviceWidth) / 2), y: max(0, (available - deviceHeight) / 2),
        width: deviceWidth, height: deviceHeight)
      panel = CellRect(x: columns - panelWidth, y: 0, width: panelWidth, height: available)
    case .below:
      device = CellRect(
        x: max(0, (columns - deviceWidth) / 2), y: 0, width: deviceWidth, height: deviceHeight)
      panel =
        showsPanel
        ? CellRect(
          x: 0, y: deviceHeight, width: columns, height: max(0, available - deviceHeight))
        : CellRect(x: 0, y: deviceHeight, width: 0, height: 0)
    }
    screen = device.insetBy(1)
  }

  /// A layout of one device alone, its bezel's top-left at `origin`, at a scale chosen by the
  /// caller, with no panel and no footer: a pane of a comparison, where every pane shares one
  /// scale so that the same points look the same size side by side.
  public init(
    deviceAt origin: CellPosition, windowSize: Size, pointsPerColumn scale: Double, columns: Int,
    rows: Int
  ) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    self.windowSize = windowSize
    isTooSmall = false
    pointsPerColumn = scale
    pointsPerRow = scale * Self.rowToColumnRatio
    let cells = Self.screenCells(for: windowSize, pointsPerColumn: scale)
    device = CellRect(
      x: origin.column, y: origin.row, width: cells.columns + 2, height: cells.rows + 2)
    screen = device.insetBy(1)
    panel = CellRect(x: 0, y: 0, width: 0, height: 0)
    panelPlacement = .right
    footer = CellRect(x: 0, y: 0, width: 0, height: 0)
  }

  /// The cells a window of `windowSize` points covers at `scale` points per column (rows hold
  /// twice as many), bezel not included.
  public static func screenCells(for windowSize: Size, pointsPerColumn scale: Double)
    -> (columns: Int, rows: Int)
  {
    let width = max(1, windowSize.width)
    let height = max(1, windowSize.height)
    return (
      max(1, Int((width / scale - 1e-6).rounded(.up))),
      max(1, Int((height / (scale * rowToColumnRatio) - 1e-6).rounded(.up)))
    )
  }

  // MARK: Points and cells

  /// The screen-relative row of a horizontal edge at window `y` points (rounded to the nearest
  /// cell boundary).
  public func row(atEdge y: Double) -> Int { Int((y / pointsPerRow).rounded()) }

  /// The screen-relative column of a vertical edge at window `x` points.
  public func column(atEdge x: Double) -> Int { Int((x / pointsPerColumn).rounded()) }

  /// The screen-relative row that holds window `y`.
  public func row(containing y: Double) -> Int { Int((y / pointsPerRow).rounded(.down)) }

  /// The window point at the centre of terminal cell (`column`, `row`), or `nil` when the cell is
  /// not on the device's screen: how a mouse click becomes a tap.
  public func point(column: Int, row: Int) -> Point? {
    guard !isTooSmall, screen.contains(column: column, row: row) else { return nil }
    return Point(
      x: (Double(column - screen.x) + 0.5) * pointsPerColumn,
      y: (Double(row - screen.y) + 0.5) * pointsPerRow)
  }

  /// The terminal cell that shows window point `point`, or `nil` when it is off the screen.
  public func cell(at point: Point) -> CellPosition? {
    let column = screen.x + Int((point.x / pointsPerColumn).rounded(.down))
    let row = screen.y + Int((point.y / pointsPerRow).rounded(.down))
    guard screen.contains(column: column, row: row) else { return nil }
    return CellPosition(column: column, row: row)
  }
}
