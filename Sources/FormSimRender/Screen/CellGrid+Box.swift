/// Drawing boxes and filled areas by `CellRect`, the way every screen part is placed.
extension CellGrid {
  /// Fills `rect` (clipped) with spaces in `style`.
  public mutating func fill(_ rect: CellRect, style: Style) {
    fill(
      x: rect.x, y: rect.y, width: rect.width, height: rect.height, with: Cell(" ", style: style))
  }

  /// Draws the outline of `rect` (clipped), with an optional `title` set into the top edge.
  ///
  /// The title sits two cells in, padded by one space each side, and is cut with `ellipsis` when
  /// the box is too narrow for it.
  public mutating func drawBox(
    _ rect: CellRect, glyphs: BoxGlyphs, style: Style, title: String? = nil,
    titleStyle: Style? = nil, ellipsis: String = "…"
  ) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let horizontal = String(repeating: glyphs.horizontal, count: rect.width - 2)
    put(
      String(glyphs.topLeft) + horizontal + String(glyphs.topRight), x: rect.x, y: rect.y,
      style: style)
    put(
      String(glyphs.bottomLeft) + horizontal + String(glyphs.bottomRight), x: rect.x,
      y: rect.maxY - 1, style: style)
    for row in (rect.y + 1)..<(rect.maxY - 1) {
      put(String(glyphs.vertical), x: rect.x, y: row, style: style)
      put(String(glyphs.vertical), x: rect.maxX - 1, y: row, style: style)
    }
    if let title, rect.width >= 5 {
      let fitted = TextFit.truncate(title, width: rect.width - 4, ellipsis: ellipsis)
      put(
        " " + fitted + " ", x: rect.x + 1, y: rect.y, style: titleStyle ?? style,
        maxX: rect.maxX - 1)
    }
  }
}
