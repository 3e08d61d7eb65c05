/// What the keyboard's panel shows: the letters, the emoji keyboard, or one half of the iPad's
/// split keyboard.
public enum KeyboardLook: Sendable, Hashable {
  case letters
  /// The emoji keyboard: a category strip where the letters have the predictive bar, a grid of
  /// faces, and the ABC and delete keys.
  case emoji
  /// The left or right half of a split keyboard: the letters of that hand.
  case leftHalf, rightHalf
}

/// Draws the software keyboard: a panel with a visible top edge, an optional predictive bar and
/// the QWERTY key rows, laid out for the keyboard's full height and then cut off by the screen's
/// bottom, so that the whole panel slides up and down as one piece. The emoji keyboard and the
/// split keyboard have looks of their own (`KeyboardLook`).
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
  /// predictive bar (the emoji keyboard's category strip), its left edge at column `left` (a
  /// floating iPad keyboard). A split keyboard is its two halves at the frame's two ends, the
  /// content showing between them. Rows at or below `clipBottom` are not drawn.
  public func draw(
    top: Int, height: Int, width: Int, left: Int = 0, predictiveRows: Int,
    emoji: Bool = false, split: Bool = false, clipBottom: Int, into grid: inout CellGrid
  ) {
    guard height > 0, width > 0, top < clipBottom else { return }
    for part in Self.parts(width: width, emoji: emoji, split: split) {
      let shape = KeyboardPanels.Shape(
        theme: theme, width: part.width, height: height, predictiveRows: predictiveRows,
        look: part.look)
      let panel = KeyboardPanels.shared.value(for: shape) { drawPanel(shape) }
      grid.blit(panel, x: left + part.x, y: top, maxY: clipBottom)
    }
  }

  /// The share of a split keyboard's width each half takes, the content showing between them
  /// (FormSim's drawing; UIKit reports the whole frame: docs/uikit-behaviour.md).
  static let splitHalfShare = 3.0 / 8.0

  /// The panels a keyboard `width` columns wide is drawn as, each from its column `x`: one, or
  /// a split keyboard's two halves (the emoji keyboard, which has no halves, splits its grid).
  static func parts(width: Int, emoji: Bool, split: Bool) -> [(
    x: Int, width: Int, look: KeyboardLook
  )] {
    guard split else { return [(0, width, emoji ? .emoji : .letters)] }
    let half = max(1, Int((Double(width) * splitHalfShare).rounded()))
    guard 2 * half < width else { return [(0, width, emoji ? .emoji : .letters)] }
    return [
      (0, half, emoji ? .emoji : .leftHalf), (width - half, half, emoji ? .emoji : .rightHalf),
    ]
  }

  /// The cells a keyboard panel covers, screen-relative, from its left edge `left`: what the
  /// content does not show through.
  static func areas(
    top: Int, height: Int, width: Int, left: Int, emoji: Bool, split: Bool
  ) -> [CellRect] {
    parts(width: width, emoji: emoji, split: split).map {
      CellRect(x: left + $0.x, y: top, width: $0.width, height: height)
    }
  }

  /// The whole panel at its full height, drawn from scratch.
  private func drawPanel(_ shape: KeyboardPanels.Shape) -> CellGrid {
    let (width, height) = (shape.width, shape.height)
    var panel = CellGrid(width: width, height: height, fill: Cell(" ", style: theme.keyboard))
    panel.put(theme.glyphs.rule, repeated: width, x: 0, y: 0, style: theme.keyboard)
    var row = 1
    if shape.look == .emoji {
      drawEmoji(
        in: CellRect(x: 0, y: row, width: width, height: height - row),
        stripRows: max(1, shape.predictiveRows), &panel)
      return panel
    }
    if shape.predictiveRows > 0 {
      drawPredictive(
        in: CellRect(x: 0, y: row, width: width, height: shape.predictiveRows), &panel)
      row += shape.predictiveRows
    }
    let area = CellRect(x: 0, y: row, width: width, height: height - row)
    switch shape.look {
    case .leftHalf: drawKeys(Self.leftHalfRows(theme.glyphs), units: 5.5, in: area, &panel)
    case .rightHalf: drawKeys(Self.rightHalfRows(theme.glyphs), units: 5.5, in: area, &panel)
    case .letters, .emoji: drawKeys(Self.keyRows(theme.glyphs), units: 10, in: area, &panel)
    }
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

  /// The emoji keyboard in `area`: its category strip (`stripRows` tall, where the letters have
  /// the predictive bar), rows of faces two columns wide each, and a last row holding the ABC
  /// key, the category icons and delete.
  private func drawEmoji(in area: CellRect, stripRows: Int, _ grid: inout CellGrid) {
    guard area.height > 0 else { return }
    let strip = CellRect(
      x: area.x, y: area.y, width: area.width, height: min(stripRows, area.height))
    grid.fill(strip, style: theme.predictive)
    grid.put(
      TextFit.truncate("FREQUENTLY USED", width: max(0, area.width - 4), ellipsis: ""),
      x: area.x + 2, y: strip.y + (strip.height - 1) / 2, style: theme.predictive)
    let below = area.height - strip.height
    guard below > 0 else { return }
    // The last row of the panel, or the one above it where there is a row to spare, as the key
    // rows leave one.
    let bottom = strip.maxY + below - (below >= 4 ? 2 : 1)
    let abc = "ABC"
    let delete = theme.glyphs.deleteKey
    grid.put(" \(abc) ", x: area.x + 1, y: bottom, style: theme.specialKey)
    let deleteX = area.maxX - DisplayWidth.of(delete) - 3
    grid.put(" \(delete) ", x: deleteX, y: bottom, style: theme.specialKey)
    let categories = theme.glyphs.emojiCategories
    let free = deleteX - (area.x + abc.count + 3)
    if DisplayWidth.of(categories) + 2 <= free {
      grid.put(
        categories, x: area.x + abc.count + 3 + (free - DisplayWidth.of(categories)) / 2, y: bottom,
        style: theme.keyboard)
    }
    // The faces: four columns apart (three when narrow), on every other row when there is room.
    let faces = theme.glyphs.emojiFaces.split(separator: " ").map(String.init)
    let rows = bottom - strip.maxY - 1
    guard rows > 0, !faces.isEmpty else { return }
    let pitch = area.width >= 4 * 8 + 2 ? 4 : 3
    let perRow = max(1, (area.width - 2) / pitch)
    let step = rows >= 5 ? 2 : 1
    let lines = (rows + step - 1) / step
    let start = area.x + (area.width - (perRow * pitch - (pitch - 2))) / 2
    let top = strip.maxY + max(0, rows - ((lines - 1) * step + 1)) / 2 + 1
    for line in 0..<lines where top + line * step < bottom {
      for index in 0..<perRow {
        let face = faces[(line * perRow + index) % faces.count]
        grid.put(face, x: start + index * pitch, y: top + line * step, style: theme.keyboard)
      }
    }
  }

  private static func letters(_ text: String, from start: Double) -> [Key] {
    text.enumerated().map { index, letter in
      Key(
        start: start + Double(index), end: start + Double(index) + 1, label: String(letter),
        special: false)
    }
  }

  /// The QWERTY rows, in tenths of the keyboard's width.
  private static func keyRows(_ glyphs: GlyphSet) -> [[Key]] {
    [
      letters("qwertyuiop", from: 0),
      letters("asdfghjkl", from: 0.5),
      [Key(start: 0, end: 1.5, label: glyphs.shiftKey, special: true)]
        + letters("zxcvbnm", from: 1.5)
        + [Key(start: 8.5, end: 10, label: glyphs.deleteKey, special: true)],
      [
        Key(start: 0, end: 2.5, label: "123", special: true),
        Key(start: 2.5, end: 7.5, label: "space", special: false),
        Key(start: 7.5, end: 10, label: "return", special: true, shortLabel: "ret"),
      ],
    ]
  }

  /// The split keyboard's left half, in 5.5 key widths: the left hand's letters.
  private static func leftHalfRows(_ glyphs: GlyphSet) -> [[Key]] {
    [
      letters("qwert", from: 0),
      letters("asdfg", from: 0.5),
      [Key(start: 0, end: 1.5, label: glyphs.shiftKey, special: true)]
        + letters("zxcv", from: 1.5),
      [
        Key(start: 0, end: 2, label: "123", special: true),
        Key(start: 2, end: 5.5, label: "space", special: false),
      ],
    ]
  }

  /// The split keyboard's right half, in 5.5 key widths: the right hand's letters.
  private static func rightHalfRows(_ glyphs: GlyphSet) -> [[Key]] {
    [
      letters("yuiop", from: 0.5),
      letters("hjkl", from: 1),
      letters("bnm", from: 1)
        + [Key(start: 4, end: 5.5, label: glyphs.deleteKey, special: true)],
      [
        Key(start: 0, end: 3, label: "space", special: false),
        Key(start: 3, end: 5.5, label: "return", special: true, shortLabel: "ret"),
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

  /// Draws `rows` of keys, laid out in `units` key widths (10 for the whole keyboard), in `area`.
  private func drawKeys(_ rows: [[Key]], units: Double, in area: CellRect, _ grid: inout CellGrid) {
    let shown = Self.shownRows(area.height)
    guard !shown.isEmpty else { return }
    // Keys sit on a whole-cell pitch, so every letter key has the same width and gap; the rows
    // (`units` keys, each a pitch less its one-cell gap) are centred in the panel with at least
    // one column of panel on either side, so no key touches the phone's edge.
    let pitch = max(2, Int(Double(area.width - 1) / units))
    // Letter keys need three cells for a frame; narrower, every key is a bare label on its face.
    let framed = pitch - 1 >= 3
    let boxed = framed && area.height / shown.count >= 3
    // A one-cell label sits in the middle of a framed key only when the key is an odd number of
    // cells wide: a four-cell key reads `[q ]`. An even width gives up a cell to the gap. (Bare
    // labels two cells wide keep both: one cell would leave `return` as `ret`.)
    let keyWidth = framed && (pitch - 1) % 2 == 0 ? pitch - 2 : pitch - 1
    let trailingGap = pitch - keyWidth
    let rowWidth = Int((units * Double(pitch)).rounded()) - trailingGap
    let origin = area.x + (area.width - rowWidth) / 2
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
