extension SVGWriter {
  /// How an SVG screenshot is laid out.
  ///
  /// Sizes are whole pixels so that cell edges fall on pixel boundaries and borders stay crisp.
  public struct Options: Sendable, Hashable {
    /// Width of one cell in pixels.
    public var cellWidth: Int
    /// Height of one cell in pixels; about twice the width, like a terminal font.
    public var cellHeight: Int
    /// Font size in pixels; a monospace glyph is about 0.6 em wide, so 15 px fits a 9 px cell.
    public var fontSize: Int
    /// Space around the grid, in pixels, in the terminal's background colour.
    public var padding: Int
    /// A caption drawn in bold on its own row above the grid, e.g. the strategy and device.
    public var title: String?
    /// The colours.
    public var palette: SVGPalette
    /// The CSS font stack; monospace fonts of macOS, Linux and Windows, then the generic one.
    public var fontFamily: String

    public init(
      cellWidth: Int = 9, cellHeight: Int = 18, fontSize: Int = 15, padding: Int = 8,
      title: String? = nil, palette: SVGPalette = .tango,
      fontFamily: String =
        "ui-monospace, 'SF Mono', Menlo, 'DejaVu Sans Mono', 'Liberation Mono', Consolas, monospace"
    ) {
      self.cellWidth = cellWidth
      self.cellHeight = cellHeight
      self.fontSize = fontSize
      self.padding = padding
      self.title = title
      self.palette = palette
      self.fontFamily = fontFamily
    }
  }
}
