import FormSimCore

/// Turns the rows of a grid into SVG elements: background rectangles, glyph shapes and text runs.
///
/// Work is done row by row with runs merged along the row, which keeps a full-screen SVG to a few
/// elements per row instead of several per cell.
struct SVGRowPainter {
  /// `<rect>` elements for backgrounds that differ from the terminal's.
  private(set) var backgrounds = ""
  /// `<path>` elements for box-drawing and block glyphs.
  private(set) var shapes = ""
  /// `<text>` elements.
  private(set) var texts = ""

  private let options: SVGWriter.Options
  private let cellWidth: Double
  private let cellHeight: Double
  private let originX: Double
  private let originY: Double
  private let lineWidth: Double

  init(options: SVGWriter.Options) {
    self.options = options
    cellWidth = Double(max(1, options.cellWidth))
    cellHeight = Double(max(1, options.cellHeight))
    originX = Double(max(0, options.padding))
    originY = Double(max(0, options.padding))
    lineWidth = Double(max(1, options.cellWidth / 9))
  }

  /// A run of characters in one look, each with its own x position so that glyphs stay on the
  /// grid whatever the font's advance widths are.
  private struct TextRun {
    var look: SVGCellLook
    var characters: [Character] = []
    var xs: [Double] = []
  }

  /// Consecutive filled shapes of one look, merged into one `<path>`.
  private struct ShapeRun {
    var look: SVGCellLook
    var rects: [PixelRect] = []
    /// Shade rectangles by opacity, so that a shaded area is one path per opacity.
    var shades: [Double: [PixelRect]] = [:]
  }

  mutating func paint(row y: Int, of grid: CellGrid) {
    paintBackgrounds(row: y, of: grid)
    let top = originY + Double(y) * cellHeight
    let baseline = top + cellHeight / 2 + Double(options.fontSize) * 0.35
    var textRun: TextRun?
    var shapeRun: ShapeRun?
    for x in 0..<grid.width {
      let cell = grid[x, y]
      if cell.isContinuation { continue }
      let look = SVGCellLook(cell.style, palette: options.palette)
      let left = originX + Double(x) * cellWidth
      let box = PixelRect(x: left, y: top, width: cellWidth, height: cellHeight)
      if let primitives = glyphShapes(cell.glyph, in: box) {
        flush(&textRun, baseline: baseline)
        if let run = shapeRun, !run.look.drawsShapesLike(look) { flush(&shapeRun) }
        if shapeRun == nil { shapeRun = ShapeRun(look: look) }
        for primitive in primitives { add(primitive, to: &shapeRun!) }
        continue
      }
      flush(&shapeRun)
      let isBlank = cell.glyph == " " || DisplayWidth.of(cell.glyph) == 0
      if isBlank && !look.underline {
        if let run = textRun, run.look.drawsTextLike(look) {
          textRun!.characters.append(" ")
          textRun!.xs.append(left)
        } else {
          flush(&textRun, baseline: baseline)
        }
        continue
      }
      let glyph: Character = isBlank ? " " : cell.glyph
      if needsOwnElement(glyph) {
        flush(&textRun, baseline: baseline)
        var single: TextRun? = TextRun(look: look, characters: [glyph], xs: [left])
        flush(&single, baseline: baseline)
        continue
      }
      if let run = textRun, !run.look.drawsTextLike(look) { flush(&textRun, baseline: baseline) }
      if textRun == nil { textRun = TextRun(look: look) }
      textRun!.characters.append(glyph)
      textRun!.xs.append(left)
    }
    flush(&textRun, baseline: baseline)
    flush(&shapeRun)
  }

  /// One `<rect>` per run of cells whose background differs from the terminal's.
  private mutating func paintBackgrounds(row y: Int, of grid: CellGrid) {
    let terminal = options.palette.background
    var x = 0
    while x < grid.width {
      let fill = SVGCellLook(grid[x, y].style, palette: options.palette).background
      var end = x + 1
      while end < grid.width,
        SVGCellLook(grid[end, y].style, palette: options.palette).background == fill
      {
        end += 1
      }
      if fill != terminal {
        let f = SVGNumber.format
        backgrounds +=
          "<rect x=\"\(f(originX + Double(x) * cellWidth))\""
          + " y=\"\(f(originY + Double(y) * cellHeight))\""
          + " width=\"\(f(Double(end - x) * cellWidth))\" height=\"\(f(cellHeight))\""
          + " fill=\"\(XMLEscaping.escape(fill))\"/>\n"
      }
      x = end
    }
  }

  private func glyphShapes(_ glyph: Character, in box: PixelRect) -> [GlyphPrimitive]? {
    BoxDrawing.primitives(for: glyph, in: box, lineWidth: lineWidth)
      ?? BlockElement.primitives(for: glyph, in: box)
  }

  /// Characters that an x list cannot place reliably: several code points (combining marks,
  /// flags, emoji sequences) or one outside the BMP, which some renderers count as two.
  private func needsOwnElement(_ glyph: Character) -> Bool {
    glyph.unicodeScalars.count > 1 || (glyph.unicodeScalars.first?.value ?? 0) > 0xFFFF
  }

  private mutating func add(_ primitive: GlyphPrimitive, to run: inout ShapeRun) {
    let look = run.look
    switch primitive {
    case .fill(let rect):
      run.rects.append(rect)
    case .shade(let rect, let alpha):
      run.shades[alpha, default: []].append(rect)
    case .stroke(let path, let width):
      shapes +=
        "<path d=\"\(path)\" fill=\"none\" stroke=\"\(XMLEscaping.escape(look.foreground))\""
        + " stroke-width=\"\(SVGNumber.format(width))\"\(opacity(look))/>\n"
    }
  }

  private mutating func flush(_ run: inout ShapeRun?) {
    defer { run = nil }
    guard let current = run else { return }
    let fill = " fill=\"\(XMLEscaping.escape(current.look.foreground))\""
    let tail = "\(opacity(current.look)) shape-rendering=\"crispEdges\"/>\n"
    if !current.rects.isEmpty {
      let pathData = PixelRect.merged(current.rects).map(\.pathData).joined()
      shapes += "<path d=\"\(pathData)\"\(fill)\(tail)"
    }
    for (alpha, rects) in current.shades.sorted(by: { $0.key < $1.key }) {
      let pathData = PixelRect.merged(rects).map(\.pathData).joined()
      shapes +=
        "<path d=\"\(pathData)\"\(fill) fill-opacity=\"\(SVGNumber.format(alpha))\"\(tail)"
    }
  }

  private mutating func flush(_ run: inout TextRun?, baseline: Double) {
    defer { run = nil }
    guard var current = run else { return }
    if !current.look.underline {
      while current.characters.last == " " {
        current.characters.removeLast()
        current.xs.removeLast()
      }
    }
    guard !current.characters.isEmpty else { return }
    let look = current.look
    var element = "<text x=\"\(current.xs.map(SVGNumber.format).joined(separator: " "))\""
    element += " y=\"\(SVGNumber.format(baseline))\""
    // A run keeps its spaces so that each character meets its own x. Collapsed, every
    // character after them would take the x of one before. Chromium (GitHub's image viewer)
    // honours `xml:space` only on the text element itself, not inherited from a group.
    if current.characters.contains(" ") { element += " xml:space=\"preserve\"" }
    if look.foreground != options.palette.foreground {
      element += " fill=\"\(XMLEscaping.escape(look.foreground))\""
    }
    if look.bold { element += " font-weight=\"bold\"" }
    if look.underline { element += " text-decoration=\"underline\"" }
    element += opacity(look)
    element += ">\(XMLEscaping.escape(String(current.characters)))</text>\n"
    texts += element
  }

  private func opacity(_ look: SVGCellLook) -> String {
    look.dim ? " opacity=\"\(SVGCellLook.dimOpacity)\"" : ""
  }
}
