/// A cell's style resolved to the colours an SVG draws with.
///
/// Resolving first (palette, then reverse video) lets the writer compare looks directly: two
/// cells belong to the same background rectangle or text run exactly when these values match.
struct SVGCellLook: Equatable {
  var foreground: String
  var background: String
  var bold: Bool
  var dim: Bool
  var underline: Bool

  init(_ style: Style, palette: SVGPalette) {
    var foreground = palette.foreground(for: style.foreground)
    var background = palette.background(for: style.background)
    if style.reverse { swap(&foreground, &background) }
    self.foreground = foreground
    self.background = background
    bold = style.bold
    dim = style.dim
    underline = style.underline
  }

  /// Whether text in both looks can share one `<text>` element; the background does not matter.
  func drawsTextLike(_ other: SVGCellLook) -> Bool {
    foreground == other.foreground && bold == other.bold && dim == other.dim
      && underline == other.underline
  }

  /// Whether shapes in both looks can share one `<path>` element.
  func drawsShapesLike(_ other: SVGCellLook) -> Bool {
    foreground == other.foreground && dim == other.dim
  }

  /// Opacity that stands for the dim attribute: the glyph at half strength over its background.
  static let dimOpacity = "0.5"
}
