/// Writes a grid as plain text: what a frame looks like with every colour and attribute removed.
///
/// Plain text is the most reviewable form of a frame, so golden tests, `formsim snapshot --format
/// text` and text screenshots all go through here and read exactly like the screen.
public enum TextWriter {
  /// One line per row, each ending in `"\n"`; continuation cells of wide glyphs are skipped so that
  /// a double-width glyph appears once.
  ///
  /// - Parameter trimTrailingSpaces: drop spaces at the end of each line, for captures meant to be
  ///   read or diffed rather than to keep the grid's exact width.
  public static func render(_ grid: CellGrid, trimTrailingSpaces: Bool = false) -> String {
    var output = ""
    output.reserveCapacity(grid.width * grid.height + grid.height)
    for y in 0..<grid.height {
      var line = ""
      for cell in grid.row(y) where !cell.isContinuation { line.append(cell.glyph) }
      if trimTrailingSpaces {
        while line.last == " " { line.removeLast() }
      }
      output += line
      output += "\n"
    }
    return output
  }
}
