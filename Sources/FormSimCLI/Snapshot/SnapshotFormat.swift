import FormSimRender

/// The file formats `formsim snapshot` writes one grid of cells in.
///
/// All three write the same cells the terminal shows; they differ only in how much of the look
/// they keep: none (text, for reading and diffing), attributes and colours as escape sequences
/// (ANSI, for `cat` and pipes), or a picture (SVG, for browsers and the README).
enum SnapshotFormat: String, CaseIterable, Sendable {
  case text
  case ansi
  case svg

  static var names: [String] { allCases.map(\.rawValue) }

  /// The format a file name implies by its extension (`.txt`, `.ansi`, `.svg`), so that
  /// `--out x.svg` needs no `--format`; `nil` when the extension says nothing.
  static func implied(byFileName path: String) -> SnapshotFormat? {
    let lower = path.lowercased()
    if lower.hasSuffix(".svg") { return .svg }
    if lower.hasSuffix(".ansi") { return .ansi }
    if lower.hasSuffix(".txt") { return .text }
    return nil
  }

  /// `grid` written in this format. Text drops trailing spaces so captures read and diff cleanly;
  /// `color: false` keeps ANSI attributes but no colours, and has no effect on text.
  func write(_ grid: CellGrid, color: Bool) -> String {
    switch self {
    case .text:
      return TextWriter.render(grid, trimTrailingSpaces: true)
    case .ansi:
      return ANSIWriter.render(grid, color: color)
    case .svg:
      return SVGWriter.render(grid)
    }
  }
}
