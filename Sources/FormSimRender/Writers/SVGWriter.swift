import FormSimCore

/// Writes a grid as a self-contained SVG that looks like a dark terminal window.
///
/// Screenshots in the README and `screenshots/` are produced by the program itself from the same
/// cells the terminal shows, so they never go stale; the output is deterministic (no ids, no
/// locale-dependent numbers) so that regenerated screenshots diff cleanly.
///
/// Every glyph sits on a fixed cell grid: text runs give each character its own x position, and
/// box-drawing and block characters are drawn as shapes so that borders join across cells.
public enum SVGWriter {
  /// The SVG document for `grid`, laid out by `options`.
  public static func render(_ grid: CellGrid, options: Options = .init()) -> String {
    let canvas = titled(grid, title: options.title)
    let cellWidth = max(1, options.cellWidth)
    let cellHeight = max(1, options.cellHeight)
    let padding = max(0, options.padding)
    let width = 2 * padding + canvas.width * cellWidth
    let height = 2 * padding + canvas.height * cellHeight
    var painter = SVGRowPainter(options: options)
    for y in 0..<canvas.height { painter.paint(row: y, of: canvas) }

    let palette = options.palette
    var svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
    svg += " viewBox=\"0 0 \(width) \(height)\">\n"
    if let title = options.title { svg += "<title>\(XMLEscaping.escape(title))</title>\n" }
    svg += "<rect width=\"\(width)\" height=\"\(height)\" rx=\"6\""
    svg += " fill=\"\(XMLEscaping.escape(palette.background))\"/>\n"
    svg += "<g shape-rendering=\"crispEdges\">\n\(painter.backgrounds)</g>\n"
    svg += "<g>\n\(painter.shapes)</g>\n"
    svg += "<g font-family=\"\(XMLEscaping.escape(options.fontFamily))\""
    svg += " font-size=\"\(max(1, options.fontSize))\""
    svg += " fill=\"\(XMLEscaping.escape(palette.foreground))\">\n"
    svg += "\(painter.texts)</g>\n"
    svg += "</svg>\n"
    return svg
  }

  /// The grid with the title, if any, on a bold row of its own above it, widened to fit the
  /// title; drawing the title as a row keeps it on the same cell grid as everything else.
  static func titled(_ grid: CellGrid, title: String?) -> CellGrid {
    guard let title else { return grid }
    let oneLine = String(title.map { $0 == "\n" || $0 == "\r\n" ? " " : $0 })
    var canvas = CellGrid(
      width: max(grid.width, DisplayWidth.of(oneLine)), height: grid.height + 1)
    canvas.put(oneLine, x: 0, y: 0, style: Style(bold: true))
    canvas.blit(grid, x: 0, y: 1)
    return canvas
  }
}
