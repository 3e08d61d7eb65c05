/// `check --format github`: GitHub Actions workflow commands that annotate the layout file.
///
/// One `::error` per failing field, on the field's line, naming every device, orientation and
/// strategy where it does not end fully visible (GitHub shows only the first ten errors of a step, so one per
/// field keeps them all visible); one `::warning` per thing the import took on trust (an
/// ambiguous frame); then the plain summary line.
public enum GitHubCheckWriter: CheckReportWriter {
  public static func write(_ layouts: [CheckedLayout]) -> String {
    annotations(layouts, summary: CheckReportText.summaryLines(layouts))
  }

  /// The annotations of `layouts`, then `summary`.
  static func annotations(_ layouts: [CheckedLayout], summary: String) -> String {
    var text = ""
    for checked in layouts {
      for warning in checked.source.warnings {
        text += command(
          "warning", file: checked.source.file, line: warning.line > 0 ? warning.line : nil,
          title: "formsim import", message: warning.message)
      }
      var failing: [Int: [String]] = [:]
      var order: [Int] = []
      for check in checked.report.checks where !check.passed {
        if failing[check.field] == nil { order.append(check.field) }
        failing[check.field, default: []].append(
          "\(check.device) \(check.orientation.rawValue) \(check.strategy) "
            + "(\(CheckedLayout.failure(check)))")
      }
      for field in order.sorted() {
        let label = checked.label(ofField: field)
        let message =
          "\(checked.report.layout): field \(field) '\(label)' is not fully visible on "
          + (failing[field] ?? []).joined(separator: "; ")
        text += command(
          "error", file: checked.source.file, line: checked.source.line(ofField: field),
          title: "formsim check", message: message)
      }
    }
    let lines = summary.split(separator: "\n", omittingEmptySubsequences: false)
    return text + lines.map { plainLine(String($0)) }.joined(separator: "\n") + "\n"
  }

  static func command(
    _ kind: String, file: String?, line: Int?, title: String, message: String
  ) -> String {
    var properties: [String] = []
    if let file { properties.append("file=\(escapeProperty(file))") }
    if let line { properties.append("line=\(line)") }
    properties.append("title=\(escapeProperty(title))")
    return "::\(kind) \(properties.joined(separator: ","))::\(escapeData(message))\n"
  }

  /// GitHub's escaping of a command's message: `%`, CR and LF as the runner decodes them; any
  /// other control character written out visibly, as the log would otherwise show it raw.
  public static func escapeData(_ text: String) -> String {
    escape(text, also: [:])
  }

  /// GitHub's escaping of a command's property values, where `:` and `,` separate.
  public static func escapeProperty(_ text: String) -> String {
    escape(text, also: [":": "%3A", ",": "%2C"])
  }

  /// A line printed between the commands: every control character escaped, so that nothing in
  /// it (a layout name with a line break) can start a line the runner reads as a command.
  public static func plainLine(_ text: String) -> String {
    text.escapingControlCharacters()
  }

  private static func escape(_ text: String, also extra: [Unicode.Scalar: String]) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      default:
        if let replacement = extra[scalar] {
          result += replacement
        } else if scalar.isControlCharacter {
          result += String(scalar).escapingControlCharacters()
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
