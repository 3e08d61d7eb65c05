/// The files `formsim record` writes, named by their extension.
enum RecordingFormat: String, CaseIterable, Sendable {
  /// asciicast v2, for `asciinema play` and the asciinema player.
  case cast
  /// One animated SVG, for browsers and READMEs.
  case svg

  /// The format `path`'s extension names, if any.
  static func implied(byFileName path: String) -> RecordingFormat? {
    let lower = path.lowercased()
    return allCases.first { lower.hasSuffix(".\($0.rawValue)") }
  }
}
