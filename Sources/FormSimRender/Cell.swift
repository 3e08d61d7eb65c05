/// One terminal cell.
///
/// A double-width glyph occupies two cells: the first holds the glyph, the second is a
/// *continuation* cell that draws nothing, so that every row always has exactly `width` cells.
public struct Cell: Sendable, Hashable {
  public var glyph: Character
  public var style: Style
  public var isContinuation: Bool

  public init(_ glyph: Character = " ", style: Style = .plain, isContinuation: Bool = false) {
    self.glyph = glyph
    self.style = style
    self.isContinuation = isContinuation
  }

  /// An empty cell in the default style.
  public static let blank = Cell()
}
