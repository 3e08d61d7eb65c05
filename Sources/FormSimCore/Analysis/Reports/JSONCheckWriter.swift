/// `check --format json`: one layout's report as an object; several (a storyboard's scenes)
/// as an array of them.
public enum JSONCheckWriter: CheckReportWriter {
  public static func write(_ layouts: [CheckedLayout]) -> String {
    guard layouts.count > 1 else {
      return layouts.first.map { $0.report.json().serialized() + "\n" } ?? "[]\n"
    }
    return "[" + layouts.map { $0.report.json().serialized() }.joined(separator: ",") + "]\n"
  }
}
