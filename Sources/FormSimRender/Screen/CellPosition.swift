/// One cell of the frame, by column and row from the top-left.
///
/// Renderers return it for the caret, so the terminal's real cursor can sit where the user is
/// typing.
public struct CellPosition: Sendable, Hashable {
  public var column: Int
  public var row: Int

  public init(column: Int, row: Int) {
    self.column = column
    self.row = row
  }
}
