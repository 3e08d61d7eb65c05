/// Draws the software keyboard: a panel with a visible top edge, an optional predictive bar and
/// the QWERTY key rows, laid out for the keyboard's full height and then cut off by the screen's
/// bottom, so that the whole panel slides up and down as one piece.
///
/// Key rows shrink from boxed keys (three rows each) to one-row keys, and then to fewer rows, as
/// the panel gets shorter (landscape, small terminals).
public struct KeyboardRenderer: Sendable {
  public var theme: Theme

  public init(theme: Theme) {
    self.theme = theme
  }

  /// One key: where it sits along the row, in tenths of the keyboard's width, and its label.
  private struct Key {
    var start: Double
    var end: Double
    var label: String
    var special: Bool
    /// What the key says when `label` does not fit whole: never a cut word like `retu`.
    var shortLabel: String? = nil
  }

  /// Draws the panel with its top edge at screen-relative `top`, `height` rows tall (the shown
  /// keyboard's height), `width` columns wide, the first `predictiveRows` rows holding the
  /// predictive bar, its left edge at column `left` (a floating iPad keyboard). Rows at or below
  /// `clipBottom` are not drawn.
  public func draw(
    top: Int, height: Int, width: Int, left: Int = 0, predictiveRows: Int, clipBottom: Int,
    into grid: inout CellGrid
  ) {
    guard height > 0, width > 0, top < clipBottom else { return }
    let shape = KeyboardPanels.Shape(
      theme: theme, width: width, height: height, predictiveRows: predictiveRows)
    let panel = KeyboardPanels.shared.value(for: shape) { drawPanel(shape) }
    grid.blit(panel, x: left, y: top, maxY: clipBottom)
  }

  /// The whole panel at its full height, drawn from scratch.
  private func drawPanel(_ shape: KeyboardPanels.Shape) -> CellGrid {
    let (width, height) = (shape.width, shape.height)
    var panel = CellGrid(width: width, height: height, fill: Cell(" ", style: theme.keyboard))
    panel.put(theme.glyphs.rule, repeated: width, x: 0, y: 0, style: theme.keyboard)
    var row = 1
    if shape.predictiveRows > 0 {
      drawPredictive(
        in: CellRect(x: 0, y: row, width: width, height: shape.predictiveRows), &panel)
      row += shape.predictiveRows
    }
    drawKeys(in: CellRect(x: 0, y: row, width: width, height: height - row), &panel)
    return panel
  }

  private func drawPredictive(in area: CellRect, _ grid: inout CellGrid) {
    grid.fill(area, style: theme.predictive)
    let words = ["\"I\"", "The", "I'm"]
    let row = area.y + (area.height - 1) / 2
    let third = Double(area.width) / 3
    for (index, word) in words.enumerated() {
      let start = Int((Double(index) * third).rounded())
      let end = Int((Double(index + 1) * third).rounded())
      let text = TextFit.truncate(word, width: max(0, end - start - 2), ellipsis: "")
      grid.put(
        text, x: start + (end - start - DisplayWidth.of(text)) / 2, y: row, style: theme.predictive)
      if index > 0 {
        grid.put(String(theme.glyphs.field.vertical), x: start, y: row, style: theme.predictive)
      }
    }
  }

  private var keyRows: [[Key]] {
    func letters(_ text: String, from start: Double) -> [Key] {
      text.enumerated().map { index, letter in
        Key(
          start: start + Double(index), end: start + Double(index) + 1, label: String(letter),
          special: false)
      }
    }
    return [
      letters("qwertyuiop", from: 0),
      letters("asdfghjkl", from: 0.5),
      [Key(start: 0, end: 1.5, label: theme.glyphs.shiftKey, special: true)]
        + letters("zxcvbnm", from: 1.5)
        + [Key(start: 8.5, end: 10, label: theme.glyphs.deleteKey, special: true)],
      [
        Key(start: 0, end: 2.5, label: "123", special: true),
        Key(start: 2.5, end: 7.5, label: "space", special: false),
        Key(start: 7.5, end: 10, label: "return", special: true, shortLabel: "ret"),
      ],
    ]
  }

  /// Which key rows fit: all four, or the letters' top rows and the space bar when short.
  private static func shownRows(_ available: Int) -> [Int] {
    switch available {
    case 4...: [0, 1, 2, 3]
    case 3: [0, 1, 3]
    case 2: [0, 3]
    case 1: [3]
    default: []
    }
  }

  private func drawKeys(in area: CellRect, _ grid: inout CellGrid) {
    let shown = Self.shownRows(area.height)
    guard !shown.isEmpty else { return }
    let rows = keyRows
    // Keys sit on a whole-cell pitch, so every letter key has the same width and gap; the rows
    // (ten keys, each a pitch less its one-cell gap) are centred in the panel with at least one
    // column of panel on either side, so no key touches the phone's edge.
    let pitch = max(2, (area.width - 1) / 10)
    // Letter keys need three cells for a frame; narrower, every key is a bare label on its face.
    let framed = pitch - 1 >= 3
    let boxed = framed && area.height / shown.count >= 3
    // A one-cell label sits in the middle of a framed key only when the key is an odd number of
    // cells wide: a four-cell key reads `[q ]`. An even width gives up a cell to the gap. (Bare
    // labels two cells wide keep both: one cell would leave `return` as `ret`.)
    let keyWidth = framed && (pitch - 1) % 2 == 0 ? pitch - 2 : pitch - 1
    let trailingGap = pitch - keyWidth
    let origin = area.x + (area.width - (9 * pitch + keyWidth)) / 2
    // Rows are spread with one whole-cell gap between them (the same everywhere), the spare rows
    // split above and below, so short panels do not get uneven gaps from rounding.
    let keyHeight = boxed ? 3 : 1
    let free = area.height - shown.count * keyHeight
    let gap = max(0, free / shown.count)
    let top = area.y + max(0, free - gap * (shown.count - 1)) / 2
    for (position, rowIndex) in shown.enumerated() {
      let y = top + position * (keyHeight + gap)
      for key in rows[rowIndex] {
        // Both edges are rounded from the row's start, not the width from the key's start, so a
        // half-pitch key (shift, delete) on an odd pitch still ends a gap short of the next key
        // or of the row's end.
        var x0 = origin + Int((key.start * Double(pitch)).rounded())
        var span = origin + Int((key.end * Double(pitch)).rounded()) - trailingGap - x0
        // A wider key gives up a cell where its label would sit off centre, on its inner side,
        // so the row's outer edges stay where the letters' are.
        let room = span - (framed ? 2 : 0)
        if span > keyWidth, (room - DisplayWidth.of(key.label)) % 2 != 0,
          DisplayWidth.of(key.label) < room
        {
          span -= 1
          if key.start > 0 { x0 += 1 }
        }
        let rect = CellRect(x: x0, y: y, width: max(1, span), height: keyHeight)
        drawKey(key, in: rect, framed: framed, boxed: boxed, &grid)
      }
    }
  }

  private func drawKey(
    _ key: Key, in rect: CellRect, framed: Bool, boxed: Bool, _ grid: inout CellGrid
  ) {
    let style = key.special ? theme.specialKey : theme.key
    grid.fill(rect, style: style)
    let room = framed ? rect.width - 2 : rect.width
    let fits = DisplayWidth.of(key.label) <= room
    let label = TextFit.truncate(
      fits ? key.label : (key.shortLabel ?? key.label), width: room, ellipsis: "")
    let row = rect.y + (rect.height - 1) / 2
    if framed && boxed {
      grid.drawBox(rect, glyphs: theme.glyphs.key, style: style)
    } else if framed {
      grid.put("[", x: rect.x, y: row, style: style)
      grid.put("]", x: rect.maxX - 1, y: row, style: style)
    }
    grid.put(label, x: rect.x + (rect.width - DisplayWidth.of(label)) / 2, y: row, style: style)
  }
}
