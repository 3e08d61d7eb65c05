/// The iPad's shortcuts bar, all that shows of the keyboard with a hardware keyboard attached: a
/// strip with the keyboard's top edge and, where there is room, a row of its items — undo, redo
/// and paste at the left, the QuickType suggestions in the middle.
extension KeyboardRenderer {
  /// What the bar's left end holds.
  static let shortcutItems = ["undo", "redo", "paste"]

  /// Draws the bar with its top edge at screen-relative `top`, `height` rows tall (the frame UIKit
  /// reports keeps the docked keyboard's height; the rows under the screen's bottom are cut off),
  /// `width` columns wide from column `left`. Rows at or below `clipBottom` are not drawn.
  public func drawShortcutsBar(
    top: Int, height: Int, width: Int, left: Int = 0, clipBottom: Int,
    into grid: inout CellGrid
  ) {
    guard height > 0, width > 0, top < clipBottom else { return }
    var panel = CellGrid(width: width, height: height, fill: Cell(" ", style: theme.keyboard))
    panel.put(
      String(repeating: theme.glyphs.rule, count: width), x: 0, y: 0, style: theme.keyboard)
    if height > 1 { drawShortcutItems(row: 1, width: width, &panel) }
    for y in 0..<height where top + y < clipBottom {
      for x in 0..<width where top + y >= 0 && left + x >= 0 && left + x < grid.width {
        grid[left + x, top + y] = panel[x, y]
      }
    }
  }

  /// The items on one row: the shortcuts from column 2 when they leave a third of the row for the
  /// suggestions, which are centred in what is left.
  private func drawShortcutItems(row: Int, width: Int, _ grid: inout CellGrid) {
    let shortcuts = Self.shortcutItems.joined(separator: "  ")
    var start = 0
    if 2 + shortcuts.count + 2 <= width * 2 / 3 {
      grid.put(shortcuts, x: 2, y: row, style: theme.keyboard)
      start = 2 + shortcuts.count + 2
    }
    let suggestions = ["\"I\"", "The", "I'm"]
    let separator = " \(theme.glyphs.field.vertical) "
    let text = TextFit.truncate(
      suggestions.joined(separator: separator), width: max(0, width - start - 2), ellipsis: "")
    let span = width - start
    grid.put(
      text, x: start + max(0, (span - DisplayWidth.of(text)) / 2), y: row, style: theme.predictive)
  }
}
