/// A rectangle of terminal cells: where a part of the frame (device, screen, panel, a field's
/// box) is drawn.
///
/// Layout decisions are made once in cells, so the renderers and the mouse hit-testing agree on
/// exactly which cells belong to what.
public struct CellRect: Sendable, Hashable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The column just right of the rectangle.
  public var maxX: Int { x + width }
  /// The row just below the rectangle.
  public var maxY: Int { y + height }
  public var isEmpty: Bool { width == 0 || height == 0 }

  public func contains(column: Int, row: Int) -> Bool {
    column >= x && column < maxX && row >= y && row < maxY
  }

  /// The same rectangle moved by whole cells.
  public func offsetBy(columns: Int, rows: Int) -> CellRect {
    CellRect(x: x + columns, y: y + rows, width: width, height: height)
  }

  /// The rectangle shrunk by `amount` cells on every side.
  public func insetBy(_ amount: Int) -> CellRect {
    CellRect(
      x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
  }
}
