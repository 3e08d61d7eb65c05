/// `check --format junit`: the report as JUnit XML, the format CI systems (GitHub, GitLab,
/// Jenkins, Azure) display as test results.
///
/// One `<testsuite>` per layout, device, orientation and strategy; one `<testcase>` per field,
/// with a `<failure>` when the field does not end fully visible. Test cases carry the layout
/// file and the field's line when they are known, as the de-facto JUnit schema allows.
public enum JUnitCheckWriter: CheckReportWriter {
  public static func write(_ layouts: [CheckedLayout]) -> String {
    let total = layouts.reduce(0) { $0 + $1.report.checks.count }
    let failed = layouts.reduce(0) { $0 + $1.report.failedCount }
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    text +=
      "<testsuites name=\"formsim check\" tests=\"\(total)\" failures=\"\(failed)\" "
      + "errors=\"0\">\n"
    for checked in layouts {
      let report = checked.report
      for (index, group) in report.groups.enumerated() {
        let start = index * report.fieldCount
        let checks = report.checks[start..<start + report.fieldCount]
        let failures = checks.filter { !$0.passed }.count
        let suite =
          "\(report.layout): \(group.device.name) \(group.orientation.rawValue) \(group.strategy)"
        text +=
          "  <testsuite name=\"\(escape(suite))\" tests=\"\(checks.count)\" "
          + "failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
        text += "    <properties>\n"
        var properties = [
          ("layout", report.layout), ("device", group.device.name),
          ("orientation", group.orientation.rawValue), ("strategy", group.strategy),
        ]
        if let file = checked.source.file { properties.insert(("file", file), at: 0) }
        for (name, value) in properties {
          text += "      <property name=\"\(name)\" value=\"\(escape(value))\"/>\n"
        }
        text += "    </properties>\n"
        let className =
          "formsim.check.\(group.device.name).\(group.orientation.rawValue).\(group.strategy)"
        for check in checks {
          var attributes =
            "name=\"\(escape("field \(check.field): \(checked.label(ofField: check.field))"))\" "
            + "classname=\"\(escape(className))\""
          if let file = checked.source.file { attributes += " file=\"\(escape(file))\"" }
          if let line = checked.source.line(ofField: check.field) {
            attributes += " line=\"\(line)\""
          }
          if check.passed {
            text += "    <testcase \(attributes)/>\n"
          } else {
            let message = "not fully visible: " + CheckedLayout.failure(check)
            text += "    <testcase \(attributes)>\n"
            text += "      <failure message=\"\(escape(message))\" type=\"hidden-field\">"
            text += escape(details(check)) + "</failure>\n"
            text += "    </testcase>\n"
          }
        }
        text += "  </testsuite>\n"
      }
    }
    return text + "</testsuites>\n"
  }

  /// The figures of both runs, for the failure's body.
  static func details(_ check: FieldCheck) -> String {
    func line(_ name: String, _ run: FocusResult) -> String {
      let gap =
        run.gapToKeyboard.map { JSONValue.format(($0 * 10).rounded() / 10) + " pt" } ?? "none"
      return
        "\(name): visible \(JSONValue.format((run.visibleFraction * 1000).rounded() / 1000)), "
        + "gap to keyboard \(gap)"
    }
    var lines = [line("from rest", check.fromRest)]
    if let previous = check.fromPrevious { lines.append(line("from the previous field", previous)) }
    return lines.joined(separator: "\n")
  }

  /// Text safe inside an XML attribute or element: the five special characters escaped, tab,
  /// newline and carriage return as character references (attribute values keep them), and
  /// characters XML 1.0 cannot hold at all dropped.
  public static func escape(_ text: String) -> String {
    XMLEscaping.escape(text, lineBreaks: .referenced, forbidden: .dropped)
  }
}
