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

  /// The reports of `layouts` in this format.
  public func write(_ layouts: [CheckedLayout]) -> String {
    writer.write(layouts)
  }
}
