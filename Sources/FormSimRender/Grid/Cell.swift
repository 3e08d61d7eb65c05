/// One terminal cell.
///
/// A double-width glyph occupies two cells: the first holds the glyph, the second is a
/// *continuation* cell that draws nothing, so that every row always has exactly `width` cells.
///
/// The glyph is kept as bytes (`GlyphCode`), not as a `Character`, so that a cell is a plain
/// value with no reference to count: a frame creates, fills, copies and frees thousands of them.
public struct Cell: Sendable, Hashable {
  var code: GlyphCode
  public var style: Style
  public var isContinuation: Bool

  public init(_ glyph: Character = " ", style: Style = .plain, isContinuation: Bool = false) {
    self.init(code: GlyphCode(glyph), style: style, isContinuation: isContinuation)
  }

  init(code: GlyphCode, style: Style = .plain, isContinuation: Bool = false) {
    self.code = code
    self.style = style
    self.isContinuation = isContinuation
  }

  public var glyph: Character {
    get { code.character }
    set { code = GlyphCode(newValue) }
  }

  /// `DisplayWidth.of(glyph)`, without building the glyph for a single scalar.
  public var glyphWidth: Int { code.displayWidth }

  /// The glyph's scalar when it is a single one (nearly every cell), read from its bytes.
  public var glyphScalar: Unicode.Scalar? { code.singleScalar }

  /// An empty cell in the default style.
  public static let blank = Cell()

  /// Equal glyphs (as `Character`s, so canonically equivalent spellings match), styles and
  /// continuation flags; identical bytes settle it without building a character, and so do
  /// different bytes when both glyphs are spelled the only way they can be (borders, Latin).
  public static func == (lhs: Cell, rhs: Cell) -> Bool {
    guard lhs.style == rhs.style, lhs.isContinuation == rhs.isContinuation else { return false }
    if lhs.code.isIdentical(to: rhs.code) { return true }
    if lhs.code.isSoleSpelling && rhs.code.isSoleSpelling { return false }
    return lhs.glyph == rhs.glyph
  }

  /// Hashes the glyph as a `Character`, so canonically equivalent glyphs hash alike, as `==`
  /// needs.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(glyph)
    hasher.combine(style)
    hasher.combine(isContinuation)
  }
}
