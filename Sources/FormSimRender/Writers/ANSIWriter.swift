/// Writes a grid as text with ANSI SGR escape sequences, for `cat`-able captures and pipes.
///
/// Sequences are emitted only where the style changes from one cell to the next, so a run of cells
/// in one colour costs one sequence, not one per cell; the output stays close to the size of the
/// text itself, like what a terminal backend should send.
public enum ANSIWriter {
  /// One line per row, each ending in `"\n"`.
  ///
  /// Each line starts in the terminal's default style; a line that leaves it ends with `ESC[0m`
  /// before its newline, so no colour bleeds into the next line or into the shell prompt.
  ///
  /// - Parameter color: `false` keeps bold, dim, underline and reverse but drops every colour,
  ///   which is the look `NO_COLOR` asks for.
  public static func render(_ grid: CellGrid, color: Bool = true) -> String {
    var output = ""
    output.reserveCapacity(grid.width * grid.height * 2)
    for y in 0..<grid.height {
      var current = Style.plain
      for cell in grid.row(y) where !cell.isContinuation {
        var style = cell.style
        if !color {
          style.foreground = .default
          style.background = .default
        }
        if style != current {
          output += transition(from: current, to: style)
          current = style
        }
        output.append(cell.glyph)
      }
      if current != .plain { output += reset }
      output += "\n"
    }
    return output
  }

  /// The sequence that turns every attribute off.
  public static let reset = "\u{1B}[0m"

  /// The shortest SGR sequence that changes `old` into `new`: only the parameters that differ.
  ///
  /// Bold and dim share one "off" code (22), so turning either off re-adds the one that stays on.
  static func transition(from old: Style, to new: Style) -> String {
    if new == .plain { return reset }
    var codes: [Int] = []
    var boldOn = old.bold
    var dimOn = old.dim
    if (boldOn && !new.bold) || (dimOn && !new.dim) {
      codes.append(22)
      boldOn = false
      dimOn = false
    }
    if new.bold && !boldOn { codes.append(1) }
    if new.dim && !dimOn { codes.append(2) }
    if new.underline != old.underline { codes.append(new.underline ? 4 : 24) }
    if new.reverse != old.reverse { codes.append(new.reverse ? 7 : 27) }
    if new.foreground != old.foreground { codes.append(foregroundCode(new.foreground)) }
    if new.background != old.background { codes.append(backgroundCode(new.background)) }
    return "\u{1B}[" + codes.map(String.init).joined(separator: ";") + "m"
  }

  /// 30–37 and 90–97 for the sixteen colours, 39 for the terminal's default.
  static func foregroundCode(_ color: Color) -> Int {
    guard let index = color.ansiIndex else { return 39 }
    return index < 8 ? 30 + index : 90 + index - 8
  }

  /// 40–47 and 100–107 for the sixteen colours, 49 for the terminal's default.
  static func backgroundCode(_ color: Color) -> Int {
    guard let index = color.ansiIndex else { return 49 }
    return index < 8 ? 40 + index : 100 + index - 8
  }
}
