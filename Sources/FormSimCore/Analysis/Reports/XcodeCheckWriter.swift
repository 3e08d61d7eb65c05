/// `check --format xcode`: one compiler-style line per failing check, `FILE:LINE:COL: error:
/// MESSAGE`, so a Run Script build phase puts them in Xcode's issue navigator on the field's line
/// of the storyboard, xib or layout file.
///
/// A field nothing of which shows is an error; one partly visible is a warning (the user sees
/// some of it). Things the import took on trust are warnings on their lines. The summary line
/// follows, which Xcode shows as build output.
public enum XcodeCheckWriter: CheckReportWriter {
  public static func write(_ layouts: [CheckedLayout]) -> String {
    var text = ""
    for checked in layouts {
      let file = checked.source.file ?? checked.report.layout
      for warning in checked.source.warnings {
        text += line(file, warning.line > 0 ? warning.line : nil, "warning", warning.message)
      }
      for check in checked.report.checks where !check.passed {
        let run = check.worstRun
        let kind = run.visibleFraction > 0 ? "warning" : "error"
        let message =
          "field \(check.field) '\(checked.label(ofField: check.field))' \(hidden(run)) on "
          + "\(check.device) \(check.orientation.rawValue) (\(check.strategy))"
        text += line(file, checked.source.line(ofField: check.field), kind, message)
      }
    }
    return text + CheckReportText.summaryLines(layouts) + "\n"
  }

  /// `hidden by 37 pt` under the keyboard, or what else hides it, with how much shows.
  static func hidden(_ run: FocusResult) -> String {
    let percent = Int((run.visibleFraction * 100).rounded(.down))
    let shown = run.visibleFraction > 0 ? " (\(percent)% visible)" : ""
    if let crash = run.crash { return "failed: " + crash }
    if run.leavesWindowSides { return "off the screen's side" + shown }
    if let gap = run.gapToKeyboard, gap < 0 {
      return "hidden by \(figure((-gap * 10).rounded() / 10)) pt" + shown
    }
    return "hidden under the status bar or a bar" + shown
  }

  /// `FILE:LINE:1: KIND: MESSAGE`, or `FILE: KIND: MESSAGE` where no line is known.
  private static func line(_ file: String, _ line: Int?, _ kind: String, _ message: String)
    -> String
  {
    let place = line.map { "\(file):\($0):1" } ?? file
    return "\(place): \(kind): \(message)".escapingControlCharacters() + "\n"
  }
}
