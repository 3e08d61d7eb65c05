/// One piece of vector geometry that stands in for a glyph, in the SVG's pixel coordinates.
///
/// Box-drawing and block characters are drawn as shapes rather than text because font glyphs
/// rarely fill their cell exactly: drawn as text, borders show gaps between cells and block
/// columns show seams. Shapes computed from the cell rectangle always join their neighbours.
enum GlyphPrimitive: Equatable {
  /// A filled rectangle in the foreground colour.
  case fill(PixelRect)
  /// A filled rectangle in the foreground colour at partial opacity, for the shade characters.
  case shade(PixelRect, alpha: Double)
  /// An SVG path outline stroked in the foreground colour, for arcs and diagonals.
  case stroke(path: String, width: Double)
}
