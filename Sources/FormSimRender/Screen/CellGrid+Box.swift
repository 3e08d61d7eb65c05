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
    // Each edge as its corner, a run of one glyph and its other corner, each encoded once: the
    // same cells as putting the edge as one string, without building it.
    func edge(_ row: Int, _ left: Character, _ right: Character) {
      var column = put(left, repeated: 1, x: rect.x, y: row, style: style)
      column = put(glyphs.horizontal, repeated: rect.width - 2, x: column, y: row, style: style)
      put(right, repeated: 1, x: column, y: row, style: style)
    }
    edge(rect.y, glyphs.topLeft, glyphs.topRight)
    edge(rect.maxY - 1, glyphs.bottomLeft, glyphs.bottomRight)
    for row in (rect.y + 1)..<(rect.maxY - 1) {
      put(glyphs.vertical, repeated: 1, x: rect.x, y: row, style: style)
      put(glyphs.vertical, repeated: 1, x: rect.maxX - 1, y: row, style: style)
    }
    if let title, rect.width >= 5 {
      let fitted = TextFit.truncate(title, width: rect.width - 4, ellipsis: ellipsis)
      put(
        " " + fitted + " ", x: rect.x + 1, y: rect.y, style: titleStyle ?? style,
        maxX: rect.maxX - 1)
    }
  }
}
