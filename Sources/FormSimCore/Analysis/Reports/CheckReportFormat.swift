/// `check --format`: every output format, each with its one writer.
public enum CheckReportFormat: String, CaseIterable, Sendable {
  case table, json, markdown, junit, github, xcode

  public var writer: any CheckReportWriter.Type {
    switch self {
    case .table: TableCheckWriter.self
    case .json: JSONCheckWriter.self
    case .markdown: MarkdownCheckWriter.self
    case .junit: JUnitCheckWriter.self
    case .github: GitHubCheckWriter.self
    case .xcode: XcodeCheckWriter.self
    }
  }

  /// The reports of `layouts` in this format, as `check` prints them.
  ///
  /// This is the one way out of every writer, so no control character that a layout, a file
  /// name or a handler's crash message carries (ESC, OSC 52, C1) reaches the terminal as itself,
  /// whichever format and whichever part of a report holds it; only the line breaks that the
  /// writers put between lines stay. The writers escape what sits inside one line themselves, so
  /// that a line break in a name does not start a line of its own.
  public func write(_ layouts: [CheckedLayout]) -> String {
    writer.write(layouts).escapingControlCharacters(keepingLineBreaks: true)
  }
}
