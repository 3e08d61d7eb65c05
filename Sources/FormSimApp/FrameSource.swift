import FormSimRender

/// A screen that draws itself as a `RenderedFrame`: the app, the demo and the compare models.
///
/// The terminal's run loop wants a grid and a cursor cell; this gives every model that conversion
/// once, so a model only says how it draws.
public protocol FrameSource {
  func render(columns: Int, rows: Int, colorEnabled: Bool, unicodeEnabled: Bool) -> RenderedFrame
}

extension FrameSource {
  /// The frame for a terminal of this size, and the cell for the real cursor (the caret).
  public func frame(columns: Int, rows: Int, colorEnabled: Bool, unicodeEnabled: Bool)
    -> (grid: CellGrid, cursor: (column: Int, row: Int)?)
  {
    let rendered = render(
      columns: columns, rows: rows, colorEnabled: colorEnabled, unicodeEnabled: unicodeEnabled)
    return (rendered.grid, rendered.cursor.map { (column: $0.column, row: $0.row) })
  }
}
