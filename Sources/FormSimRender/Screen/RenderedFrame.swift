/// One composed frame and where the terminal's cursor belongs (the caret), if anywhere.
public struct RenderedFrame: Sendable, Equatable {
  public var grid: CellGrid
  /// The focused field's caret when it is on screen; `nil` hides the cursor.
  public var cursor: CellPosition?

  public init(grid: CellGrid, cursor: CellPosition?) {
    self.grid = grid
    self.cursor = cursor
  }
}
