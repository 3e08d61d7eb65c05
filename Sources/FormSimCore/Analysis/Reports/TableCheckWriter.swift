/// `check --format table` (the default): per layout, a heading, a table per device and
/// orientation, the summary line; several layouts one after another.
public enum TableCheckWriter: CheckReportWriter {
  public static func write(_ layouts: [CheckedLayout]) -> String {
    layouts.map { table(CheckReportText($0.report)) }.joined(separator: "\n")
  }

  static func table(_ report: CheckReportText) -> String {
    var text = report.heading + "\n"
    for section in report.sections {
      var table = TextTable(CheckFigures.header)
      for summary in section.summaries {
        table.add(CheckFigures(summary).cells.map { $0.escapingControlCharacters() })
      }
      text += "\n\(section.title)\n" + table.render()
    }
    return text + "\n" + report.summaryLine() + "\n" + report.closing
  }
}
