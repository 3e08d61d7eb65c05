import FormSimRender

/// The file formats `formsim snapshot` writes one grid of cells in.
///
/// All three write the same cells the terminal shows; they differ only in how much of the look
/// they keep: none (text, for reading and diffing), attributes and colours as escape sequences
/// (ANSI, for `cat` and pipes), or a picture (SVG, for browsers and the README).
enum SnapshotFormat: String, ClosedChoice {
  case text
  case ansi
  case svg

  /// The file-name extensions each format is written under.
  var extensions: [String] {
    switch self {
    case .text: return ["txt"]
    case .ansi: return ["ansi", "ans"]
    case .svg: return ["svg"]
    }
  }

  /// Every extension `--out` accepts, for completion and messages.
  static var allExtensions: [String] { allCases.flatMap(\.extensions) }

  /// What a file name says about the format, so that `--out x.svg` needs no `--format` and
  /// `--out x.png` is refused instead of filled with text.
  enum Implied: Equatable {
    /// No extension: the name says nothing.
    case none
    /// `.txt`, `.ansi`/`.ans` or `.svg`.
    case format(SnapshotFormat)
    /// Any other extension, e.g. `png`: a file no format of ours belongs in.
    case unknown(String)
  }

  /// What `path`'s extension (case ignored) says about the format.
  static func implied(byFileName path: String) -> Implied {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return .none }
    let ext = name[name.index(after: dot)...].lowercased()
    if let format = allCases.first(where: { $0.extensions.contains(ext) }) {
      return .format(format)
    }
    return .unknown(ext)
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
