/// Lays several frames of an animation out on one grid, each under its caption, so that motion can
/// be read on paper: in a text golden, a README or an SVG screenshot.
public enum FrameStrip {
  /// Which way the frames follow one another.
  public enum Layout: Sendable, Hashable {
    /// Side by side, two blank columns apart: best for short, narrow frames.
    case horizontal
    /// One under the other, one blank row apart: best for wide frames.
    case vertical
  }

  /// Blank columns between frames laid out side by side.
  public static let columnGap = 2
  /// Blank rows between frames stacked vertically.
  public static let rowGap = 1

  /// One grid holding every frame with its caption (e.g. `"t = 0.10 s"`) on the line above it.
  ///
  /// A slot is as wide as the wider of its frame and its caption, so captions are never cut;
  /// frames are copied cell for cell, wide glyphs and styles included.
  public static func compose(
    _ frames: [(caption: String, grid: CellGrid)], layout: Layout,
    captionStyle: Style = Style(bold: true)
  ) -> CellGrid {
    guard !frames.isEmpty else { return CellGrid(width: 0, height: 0) }
    let slotWidths = frames.map { max($0.grid.width, DisplayWidth.of($0.caption)) }
    let slotHeights = frames.map { 1 + $0.grid.height }
    var result: CellGrid
    switch layout {
    case .horizontal:
      let width = slotWidths.reduce(0, +) + columnGap * (frames.count - 1)
      result = CellGrid(width: width, height: slotHeights.max() ?? 0)
    case .vertical:
      let height = slotHeights.reduce(0, +) + rowGap * (frames.count - 1)
      result = CellGrid(width: slotWidths.max() ?? 0, height: height)
    }
    var x = 0
    var y = 0
    for (index, frame) in frames.enumerated() {
      result.put(frame.caption, x: x, y: y, style: captionStyle, maxX: x + slotWidths[index])
      result.blit(frame.grid, x: x, y: y + 1)
      switch layout {
      case .horizontal: x += slotWidths[index] + columnGap
      case .vertical: y += slotHeights[index] + rowGap
      }
    }
    return result
  }
}
