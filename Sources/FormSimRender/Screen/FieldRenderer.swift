import FormSimCore

/// Draws one field: a box with the label set into its top edge, the text (or a dim placeholder)
/// inside, and for the focused field a heavier box and the caret.
///
/// A 31-pt text field is only about two rows tall at a phone-in-a-terminal scale, so the box is
/// at least three rows (edge, text, edge) centred on the field; the label rides in the top edge
/// rather than taking a row of its own, so neighbouring fields never overlap.
///
/// At a scale where a row holds about as many points as the field is tall (an iPad, or a
/// landscape phone, in a small terminal), three-row boxes one row apart would cover each
/// other's labels; there a field is one row instead, its label and value side by side, the
/// focus shown by the label's style. The same goes for a whole form whose fields sit closer
/// together than their boxes are tall (the `long` form at 80×24): a box drawn over its
/// neighbour's bottom edge would show a field without its value row or its bottom, so every
/// field of that form gets one row.
public struct FieldRenderer: Sendable {
  public var theme: Theme

  public init(theme: Theme) {
    self.theme = theme
  }

  /// The cells a field whose window frame is `frame` occupies, relative to the screen.
  /// `oneRow` draws it on one row whatever its height (a form whose boxes do not fit).
  public static func box(for frame: Rect, layout: ScreenLayout, oneRow: Bool = false) -> CellRect {
    let left = layout.column(atEdge: frame.minX)
    let right = layout.column(atEdge: frame.maxX)
    if oneRow || isCompact(frame, layout: layout) {
      // The row holding the field's bottom edge: fields at least a row apart then never share
      // a row, and one that starts right under the status bar is not pushed onto the next.
      let row = layout.row(containing: max(frame.minY, frame.maxY - 0.0001))
      return CellRect(x: left, y: row, width: max(4, right - left), height: 1)
    }
    let height = boxRows(frame, layout: layout)
    let centre = layout.row(containing: frame.minY + frame.height / 2)
    return CellRect(
      x: left, y: centre - (height - 1) / 2, width: max(4, right - left), height: height)
  }

  /// The rows of a field's box: its height in rows, at least the three that edge, text and edge
  /// need.
  static func boxRows(_ frame: Rect, layout: ScreenLayout) -> Int {
    max(3, Int((frame.height / layout.pointsPerRow).rounded()))
  }

  /// True when every field of `frames` (content or window frames: only their distances count)
  /// can have its box without touching another's, wherever the form is scrolled.
  ///
  /// A box is centred on the row holding its field's middle. For a field above another that
  /// shares columns with it, the lower box starts `⌊c₂⌋ − (h₂ − 1) / 2` and the upper one ends
  /// `⌊c₁⌋ − (h₁ − 1) / 2 + h₁`, where c is a middle in rows and h a box's rows. Since
  /// `⌊c₂⌋ − ⌊c₁⌋ > c₂ − c₁ − 1`, middles at least `h₁ − (h₁ − 1) / 2 + (h₂ − 1) / 2` rows apart
  /// (3 for two three-row boxes) keep the boxes apart at every scroll offset; any closer and some
  /// offset rounds them onto each other. Fields already drawn on one row do not count.
  public static func boxesFit(_ frames: [Rect], layout: ScreenLayout) -> Bool {
    let boxed = frames.filter { !isCompact($0, layout: layout) }
      .sorted { $0.minY + $0.height / 2 < $1.minY + $1.height / 2 }
    let tallest = boxed.map { boxRows($0, layout: layout) }.max() ?? 0
    for (index, upper) in boxed.enumerated() {
      let upperRows = boxRows(upper, layout: layout)
      let left = layout.column(atEdge: upper.minX)
      let right = layout.column(atEdge: upper.maxX)
      for lower in boxed[(index + 1)...] {
        let apart =
          (lower.minY + lower.height / 2 - upper.minY - upper.height / 2) / layout.pointsPerRow
        // Middles further apart than two of the tallest boxes cannot bring boxes together.
        if apart >= Double(2 * tallest) { break }
        guard layout.column(atEdge: lower.minX) < right, left < layout.column(atEdge: lower.maxX)
        else { continue }
        let lowerRows = boxRows(lower, layout: layout)
        if apart < Double(upperRows - (upperRows - 1) / 2 + (lowerRows - 1) / 2) { return false }
      }
    }
    return true
  }

  /// True when a field of `frame` is under 1.2 rows tall: a three-row box is then 2.5 times
  /// its field, and fields about a row apart cover each other's labels. (A 31-pt field on an
  /// iPhone 4 at 100×36 is 1.9 rows and keeps its box.)
  public static func isCompact(_ frame: Rect, layout: ScreenLayout) -> Bool {
    frame.height < 1.2 * layout.pointsPerRow
  }

  /// The rows from the row holding a field's middle (its box's middle row) to the row holding
  /// its caret's middle, both window rectangles, the caret as the reports give it
  /// (`World.caretRectInWindow`): where the text input that draws the field puts a one-line
  /// field's text and caret. UIKit's text field centres them (0); Flutter's sets its line at the
  /// top padding of however tall a field.
  public static func lineOffset(caret: Rect, field: Rect, layout: ScreenLayout) -> Int {
    let middle = field.minY + field.height / 2
    let caretMiddle = caret.minY + caret.height / 2
    // A centred caret is on the middle row even where the field's middle is a row's edge and
    // the two sums differ in their last bit.
    guard abs(caretMiddle - middle) > 1e-9 else { return 0 }
    return layout.row(containing: caretMiddle) - layout.row(containing: middle)
  }

  /// Draws `field` in `box` (screen-relative cells); returns the caret's cell when `focused`.
  /// A one-line field's text, placeholder and caret go `lineOffset` rows from the box's middle
  /// row (`lineOffset(caret:field:layout:)`), kept inside the box; a text view's lines start at
  /// its top, where every text input starts them. A box under three rows gets the one-row style. A secure field shows one bullet per
  /// character, as iOS does, so no frame — on the terminal, in a snapshot or in a recording —
  /// holds what was typed into it.
  @discardableResult
  public func draw(
    _ field: Field, in box: CellRect, focused: Bool, lineOffset: Int = 0,
    into grid: inout CellGrid
  ) -> CellPosition? {
    var field = field
    if field.secure {
      field.text = String(repeating: theme.glyphs.secureCharacter, count: field.text.count)
    }
    if box.height < 3 { return drawCompact(field, in: box, focused: focused, into: &grid) }
    let glyphs = focused ? theme.glyphs.focusedField : theme.glyphs.field
    grid.fill(box.insetBy(1), style: theme.text)
    grid.drawBox(
      box, glyphs: glyphs, style: focused ? theme.focusedBorder : theme.fieldBorder,
      title: field.label, titleStyle: focused ? theme.focusedLabel : theme.label,
      ellipsis: theme.glyphs.ellipsis)
    let interior = CellRect(
      x: box.x + 2, y: box.y + 1, width: box.width - 4, height: box.height - 2)
    guard interior.width > 0, interior.height > 0 else { return nil }
    if field.text.isEmpty {
      let row = field.kind == .multiline ? interior.y : lineRow(in: interior, lineOffset)
      grid.put(
        fitted(field.placeholder, interior.width), x: interior.x, y: row, style: theme.placeholder,
        maxX: interior.maxX)
      return focused ? caret(at: CellPosition(column: interior.x, row: row), in: &grid) : nil
    }
    switch field.kind {
    case .text:
      return drawLine(
        field, in: interior, row: lineRow(in: interior, lineOffset), focused: focused, into: &grid)
    case .multiline: return drawLines(field, in: interior, focused: focused, into: &grid)
    }
  }

  /// One row: the label (bold and underlined when focused, as the boxed label is), then the
  /// text or placeholder on the same row, scrolled sideways so the caret stays in view.
  private func drawCompact(
    _ field: Field, in box: CellRect, focused: Bool, into grid: inout CellGrid
  ) -> CellPosition? {
    grid.fill(box, style: theme.text)
    let labelEnd = grid.put(
      fitted(field.label, box.width), x: box.x, y: box.y,
      style: focused ? theme.focusedLabel : theme.label,
      maxX: box.maxX)
    let interior = CellRect(
      x: labelEnd + 1, y: box.y, width: box.maxX - labelEnd - 1, height: 1)
    guard interior.width > 0 else { return nil }
    if field.text.isEmpty {
      grid.put(
        fitted(field.placeholder, interior.width), x: interior.x, y: box.y,
        style: theme.placeholder, maxX: interior.maxX)
      return focused ? caret(at: CellPosition(column: interior.x, row: box.y), in: &grid) : nil
    }
    var flat = field
    flat.kind = .text
    flat.text = String(field.text.map { $0 == "\n" ? " " : $0 })
    return drawLine(flat, in: interior, row: box.y, focused: focused, into: &grid)
  }

  /// The row of a one-line field's text: `lineOffset` rows from the interior's middle row (the
  /// box's), kept inside the interior.
  private func lineRow(in interior: CellRect, _ lineOffset: Int) -> Int {
    min(interior.maxY - 1, max(interior.y, interior.y + (interior.height - 1) / 2 + lineOffset))
  }

  /// One line on `row`, scrolled sideways so the caret stays in view, as a text field does.
  private func drawLine(
    _ field: Field, in interior: CellRect, row: Int, focused: Bool, into grid: inout CellGrid
  ) -> CellPosition? {
    let characters = Array(field.text)
    let caretIndex = min(max(0, field.caret), characters.count)
    let start = focused ? max(0, caretIndex - interior.width + 1) : 0
    // A field being edited scrolls to its caret; any other shows the start of its text, cut
    // with an ellipsis as UIKit cuts it.
    let shown =
      focused
      ? String(characters[start..<characters.count]) : fitted(field.text, interior.width)
    grid.put(shown, x: interior.x, y: row, style: theme.text, maxX: interior.maxX)
    guard focused else { return nil }
    let column = interior.x + DisplayWidth.of(String(characters[start..<caretIndex]))
    return caret(at: CellPosition(column: column, row: row), in: &grid)
  }

  /// Wrapped lines, as a text view breaks them (`TextMetrics`), with no more characters per line
  /// than the box has cells; scrolled so the caret's line shows.
  private func drawLines(
    _ field: Field, in interior: CellRect, focused: Bool, into grid: inout CellGrid
  ) -> CellPosition? {
    let perLine = min(TextMetrics.charactersPerLine(width: field.frame.width), interior.width)
    let width = Double(perLine) * TextMetrics.characterWidth + 2 * TextMetrics.inset
    let lines = TextMetrics.lines(of: field.text, width: width)
    let position = TextMetrics.caretPosition(text: field.text, caret: field.caret, width: width)
    let first = focused ? max(0, position.line - (interior.height - 1)) : 0
    for (offset, line) in lines.dropFirst(first).prefix(interior.height).enumerated() {
      grid.put(
        String(line), x: interior.x, y: interior.y + offset, style: theme.text, maxX: interior.maxX)
    }
    guard focused else { return nil }
    let column = interior.x + min(position.column, interior.width - 1)
    return caret(
      at: CellPosition(column: column, row: interior.y + position.line - first), in: &grid)
  }

  /// `text` cut to `width` columns with the theme's ellipsis, as UIKit cuts a label, a
  /// placeholder or the text of a field not being edited.
  private func fitted(_ text: String, _ width: Int) -> String {
    TextFit.truncate(text, width: width, ellipsis: theme.glyphs.ellipsis)
  }

  /// Marks the caret cell so it shows in screenshots too, where there is no terminal cursor.
  private func caret(at position: CellPosition, in grid: inout CellGrid) -> CellPosition {
    var cell = grid[position.column, position.row]
    if cell.isContinuation { cell = Cell(" ") }
    cell.style = theme.caret
    grid[position.column, position.row] = cell
    return position
  }
}
