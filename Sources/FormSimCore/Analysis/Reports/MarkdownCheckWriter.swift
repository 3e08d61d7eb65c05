/// `check --format markdown`: the table's figures as GitHub-flavoured markdown, for a pull
/// request comment or a job summary.
public enum MarkdownCheckWriter: CheckReportWriter {
  public static func write(_ layouts: [CheckedLayout]) -> String {
    layouts.map { markdown(CheckReportText($0.report)) }.joined(separator: "\n")
  }

  static func markdown(_ report: CheckReportText) -> String {
    var text = "## \(report.heading)\n"
    for section in report.sections {
      text += "\n### \(section.title)\n\n"
      text += row(CheckFigures.header) + row(CheckFigures.header.map { _ in "---" })
      for summary in section.summaries {
        text += row(
          CheckFigures(summary).cells.map { $0.escapingControlCharacters().replacingPipes() })
      }
    }
    return text + "\n" + report.summaryLine() + "\n" + report.closing
  }

  private static func row(_ cells: [String]) -> String {
    "| " + cells.joined(separator: " | ") + " |\n"
  }
}

extension String {
  /// The text with `|` escaped, for a markdown table cell.
  fileprivate func replacingPipes() -> String {
    split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
  }
}
