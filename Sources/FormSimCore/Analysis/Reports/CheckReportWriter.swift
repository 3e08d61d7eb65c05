/// One of `check`'s output formats: the reports of every layout checked (one, or a
/// storyboard's scenes) as one text.
public protocol CheckReportWriter {
  static func write(_ layouts: [CheckedLayout]) -> String
}
