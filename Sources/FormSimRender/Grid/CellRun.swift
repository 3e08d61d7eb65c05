/// A horizontal stretch of cells on one row that must be written to the terminal.
public struct CellRun: Sendable, Hashable {
  public var row: Int
  public var column: Int
  public var count: Int

  public init(row: Int, column: Int, count: Int) {
    self.row = row
    self.column = column
    self.count = count
  }

  /// The columns this run covers.
  public var columns: Range<Int> { column..<(column + count) }
}
