import FormSimCore
import FormSimRender

/// Where a comparison's panes go in a terminal of a given size: one scale for every pane, panes
/// left to right, wrapping onto more rows when that makes them larger, and as many as can be
/// drawn legibly — the rest counted, not squeezed.
///
/// Pure arithmetic on sizes, so the renderer, the mouse hit-testing and the tests agree.
public struct CompareLayout: Sendable, Hashable {
  /// One pane: its title row, its device and its verdict row.
  public struct Pane: Sendable, Hashable {
    /// Which simulator (in the comparison's order) this pane shows.
    public var index: Int
    /// The slot the pane owns, from the middle of the gap on its left to the middle of the one on
    /// its right: title, device and verdict are centred in it.
    public var slot: CellRect
    public var title: CellRect
    public var device: ScreenLayout
    public var verdict: CellRect
  }

  /// Smallest screen (for the largest window compared) still worth drawing: fields need a few
  /// rows each, and the keyboard's rows must stay recognisable.
  public static let minimumScreenColumns = 18
  public static let minimumScreenRows = 12
  /// Below this the frame only asks for a bigger terminal.
  public static let minimumColumns = 40
  public static let minimumRows = 20

  public let columns: Int
  public let rows: Int
  public let isTooSmall: Bool
  /// Points per column shared by every pane.
  public let pointsPerColumn: Double
  public let panes: [Pane]
  /// How many simulators did not fit.
  public let hiddenCount: Int
  public let header: CellRect
  /// The "N more not shown" line, when some did not fit.
  public let notice: CellRect?
  public let footer: CellRect

  /// Lays out panes for windows of `windowSizes` points (one per simulator, orientation applied)
  /// in a `columns`×`rows` terminal. `forcedScale` (points per column) replaces the fitted scale.
  public init(columns: Int, rows: Int, windowSizes: [Size], forcedScale: Double? = nil) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    header = CellRect(x: 0, y: 0, width: max(0, columns), height: 1)
    footer = CellRect(x: 0, y: max(0, rows - 1), width: max(0, columns), height: 1)
    let count = windowSizes.count
    let largest = Size(
      width: windowSizes.map(\.width).max() ?? 1, height: windowSizes.map(\.height).max() ?? 1)
    var chosen: (shown: Int, perRow: Int, scale: Double)?
    if columns >= Self.minimumColumns && rows >= Self.minimumRows {
      for shown in stride(from: count, through: 1, by: -1) {
        let areaRows = rows - 2 - (shown < count ? 1 : 0)
        if let best = Self.bestGrid(
          shown: shown, columns: columns, areaRows: areaRows, largest: largest,
          forcedScale: forcedScale)
        {
          chosen = (shown, best.perRow, best.scale)
          break
        }
      }
    }
    guard let chosen else {
      isTooSmall = true
      pointsPerColumn = 1
      panes = []
      hiddenCount = count
      notice = nil
      return
    }
    isTooSmall = false
    pointsPerColumn = chosen.scale
    hiddenCount = count - chosen.shown
    notice =
      hiddenCount > 0 ? CellRect(x: 0, y: rows - 2, width: columns, height: 1) : nil

    let largestCells = ScreenLayout.screenCells(for: largest, pointsPerColumn: chosen.scale)
    let unit = largestCells.columns + 2
    let slotHeight = largestCells.rows + 4
    let paneRows = (chosen.shown + chosen.perRow - 1) / chosen.perRow
    let areaRows = rows - 2 - (hiddenCount > 0 ? 1 : 0)
    let top = 1 + max(0, (areaRows - paneRows * slotHeight) / 2)
    var panes: [Pane] = []
    for index in 0..<chosen.shown {
      let row = index / chosen.perRow
      let column = index % chosen.perRow
      let inRow = min(chosen.perRow, chosen.shown - row * chosen.perRow)
      let edges = Self.slotEdges(panes: inRow, unit: unit, columns: columns)
      let slot = CellRect(
        x: edges[column].slot, y: top + row * slotHeight,
        width: edges[column + 1].slot - edges[column].slot, height: slotHeight)
      let cells = ScreenLayout.screenCells(
        for: windowSizes[index], pointsPerColumn: chosen.scale)
      let origin = CellPosition(
        column: edges[column].pane + max(0, (unit - cells.columns - 2) / 2), row: slot.y + 1)
      let device = ScreenLayout(
        deviceAt: origin, windowSize: windowSizes[index], pointsPerColumn: chosen.scale,
        columns: columns, rows: rows)
      // The title and the verdict keep a column free at the slot's right, so two slots'
      // texts never run together.
      let text = CellRect(x: slot.x, y: slot.y, width: max(1, slot.width - 1), height: 1)
      panes.append(
        Pane(
          index: index, slot: slot, title: text, device: device,
          verdict: CellRect(x: text.x, y: device.device.maxY, width: text.width, height: 1)))
    }
    self.panes = panes
  }

  /// Where `panes` panes of `unit` columns go across `columns`: one column between two panes,
  /// then the spare columns shared out evenly, as many before the first and after the last as
  /// between two; each pane's slot (its title and verdict) reaches to the middle of the gaps on
  /// either side. Entry `i` is pane `i`'s left column and its slot's; the last entry's slot is
  /// the right edge.
  static func slotEdges(panes: Int, unit: Int, columns: Int) -> [(pane: Int, slot: Int)] {
    let spare = max(0, columns - panes * unit - (panes - 1))
    // The gap before pane i: spare × (i + 1) / (panes + 1) − spare × i / (panes + 1), plus the
    // one column that sets it apart from the pane before.
    func gap(_ index: Int) -> Int {
      spare * (index + 1) / (panes + 1) - spare * index / (panes + 1) + (index > 0 ? 1 : 0)
    }
    var edges: [(pane: Int, slot: Int)] = []
    var x = 0
    for index in 0..<panes {
      let before = gap(index)
      x += before
      edges.append((pane: x, slot: index == 0 ? 0 : x - before + before / 2))
      x += unit
    }
    edges.append((pane: x, slot: max(x, columns)))
    return edges
  }

  /// The pane whose device shows terminal cell (`column`, `row`), if any.
  public func pane(atColumn column: Int, row: Int) -> Pane? {
    panes.first { $0.device.device.contains(column: column, row: row) }
  }

  /// The largest picture for `shown` panes: the panes-per-row whose common scale is smallest
  /// while the largest window still gets a legible screen; `nil` when none does.
  private static func bestGrid(
    shown: Int, columns: Int, areaRows: Int, largest: Size, forcedScale: Double?
  ) -> (perRow: Int, scale: Double)? {
    var best: (perRow: Int, scale: Double)?
    for paneRows in 1...shown {
      let perRow = (shown + paneRows - 1) / paneRows
      if paneRows > 1 && (shown + perRow - 1) / perRow < paneRows { continue }
      let screenColumns = (columns - (perRow - 1)) / perRow - 2
      let screenRows = areaRows / paneRows - 4
      guard screenColumns >= minimumScreenColumns, screenRows >= minimumScreenRows else {
        continue
      }
      let scale =
        forcedScale
        ?? max(
          largest.width / Double(screenColumns),
          largest.height / (ScreenLayout.rowToColumnRatio * Double(screenRows)))
      let cells = ScreenLayout.screenCells(for: largest, pointsPerColumn: scale)
      guard cells.columns <= screenColumns, cells.rows <= screenRows,
        cells.columns >= minimumScreenColumns, cells.rows >= minimumScreenRows
      else { continue }
      if let current = best, scale >= current.scale - 1e-9 { continue }
      best = (perRow, scale)
    }
    return best
  }
}
