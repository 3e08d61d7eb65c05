/// What the human-readable reports of one layout share: the heading, the sections by device
/// and orientation, the summary line and the closing line.
struct CheckReportText {
  var report: LayoutCheckReport
  /// Whether more than one strategy was checked: the summary line then names the strategy.
  var namesStrategy: Bool

  init(_ report: LayoutCheckReport) {
    self.report = report
    namesStrategy = Set(report.groups.map(\.strategy)).count > 1
  }

  /// The summaries grouped by device and orientation, in report order.
  var sections: [(title: String, summaries: [CheckGroupSummary])] {
    var result: [(title: String, summaries: [CheckGroupSummary])] = []
    for summary in report.summaries {
      let title =
        "\(summary.group.device.name.escapingControlCharacters()) "
        + summary.group.orientation.rawValue
      if result.last?.title == title {
        result[result.count - 1].summaries.append(summary)
      } else {
        result.append((title, [summary]))
      }
    }
    return result
  }

  var heading: String {
    "\(report.layout.escapingControlCharacters()): \(counted(report.fieldCount, "field")), each"
      + " focused from rest and from the previous field"
  }

  /// With several strategies, the line naming those that pass the whole layout.
  var closing: String {
    report.closingLine.map { $0 + "\n" } ?? ""
  }

  /// `48 checks, 3 failed: iphone4 landscape fields 6–8 hidden by up to 31 pt`: the figure is the
  /// worst field's, so with several fields it is a bound, not each one's.
  func summaryLine(maximumGroups: Int = 4) -> String {
    let failed = report.failedCount
    var line = "\(counted(report.checks.count, "check")), \(failed) failed"
    let failing = report.summaries.filter { !$0.passed }
    guard !failing.isEmpty else { return line }
    var parts = failing.prefix(maximumGroups).map { summary -> String in
      let group = summary.group
      var part = "\(group.device.name.escapingControlCharacters()) \(group.orientation.rawValue)"
      if namesStrategy { part += " \(group.strategy)" }
      part += " \(FieldRanges.phrase(summary.failingFields))"
      switch summary.failureCause {
      case .underKeyboard(let by):
        let bound = summary.failingFields.count > 1 ? "up to " : ""
        part += " hidden by \(bound)\(figure((by * 10).rounded() / 10)) pt"
      case .crashed(let message): part += " failed: \(message.escapingControlCharacters())"
      case .offSide: part += " off the screen's side"
      case .underStatusBar, nil: part += " hidden under the status bar"
      }
      return part
    }
    if failing.count > maximumGroups {
      parts.append("and \(failing.count - maximumGroups) more")
    }
    line += ": " + parts.joined(separator: "; ")
    return line
  }

  /// The summary line of each layout, named by its layout when there are several (a
  /// storyboard's scenes), one a line: what the annotation formats end with.
  static func summaryLines(_ layouts: [CheckedLayout]) -> String {
    layouts.map { checked -> String in
      let line = CheckReportText(checked.report).summaryLine()
      return layouts.count > 1
        ? "\(checked.report.layout.escapingControlCharacters()): \(line)" : line
    }.joined(separator: "\n")
  }
}
