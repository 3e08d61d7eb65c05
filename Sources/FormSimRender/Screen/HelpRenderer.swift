/// Draws the F1 help: every key in one box over the middle of the frame.
///
/// The footer only has room for the function keys; this is where the typing, focus and scrolling
/// keys are explained. Any key closes it.
public struct HelpRenderer: Sendable {
  public var theme: Theme

  public init(theme: Theme) {
    self.theme = theme
  }

  /// Key and meaning, one per line.
  public static let entries: [(key: String, meaning: String)] = [
    ("letters", "type into the focused field"),
    ("Backspace Del", "delete before / after the caret"),
    ("Left Right", "move the caret; Home End jump"),
    ("Tab Down", "next field"),
    ("S-Tab Up", "previous field"),
    ("Enter", "return (the strategy's shouldReturn)"),
    ("Esc", "dismiss the keyboard"),
    ("PgUp PgDn", "drag 120 pt down / up (dismisses per keyboardDismissMode)"),
    ("wheel", "scroll 40 pt"),
    ("click", "focus a field, or tap outside"),
    ("F2", "next strategy (texts and focus kept)"),
    ("F3", "next device"),
    ("F4", "rotate"),
    ("F5", "predictive bar on / off"),
    ("F6", "hardware keyboard on/off (toolbar stays; iPad: shortcuts bar)"),
    ("F7", "slow motion x1 / x5 / x10"),
    ("F8", "pause / resume"),
    ("F9", "step one frame"),
    ("F12", "hide / show the panel (compact view)"),
    ("F10", "quit"),
    ("F11", "emoji keyboard on / off"),
    ("S-F12", "iPad keyboard: docked, undocked, split, floating"),
  ]

  public func draw(in area: CellRect, into grid: inout CellGrid) {
    let keyWidth = Self.entries.map { $0.key.count }.max() ?? 0
    let lines = Self.entries.map { $0.key.padding(to: keyWidth) + "  " + $0.meaning }
    let footer = "Press any key to close"
    let contentWidth = max(footer.count, lines.map(\.count).max() ?? 0)
    let width = min(area.width, contentWidth + 4)
    let height = min(area.height, lines.count + 4)
    guard width >= 8, height >= 4 else { return }
    let box = CellRect(
      x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width,
      height: height)
    grid.fill(box, style: theme.help)
    grid.drawBox(
      box, glyphs: theme.glyphs.panel, style: theme.helpBorder, title: "Keys",
      ellipsis: theme.glyphs.ellipsis)
    let room = box.height - 4
    for (offset, line) in lines.prefix(room).enumerated() {
      grid.put(
        TextFit.truncate(line, width: box.width - 4, ellipsis: theme.glyphs.ellipsis),
        x: box.x + 2, y: box.y + 1 + offset, style: theme.help)
    }
    grid.put(
      TextFit.truncate(footer, width: box.width - 4, ellipsis: theme.glyphs.ellipsis),
      x: box.x + 2, y: box.maxY - 2, style: theme.helpBorder)
  }
}

extension String {
  /// The string padded with spaces to `width` characters (never cut).
  fileprivate func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
