/// One layout's check report with where the layout came from, for writers that point into the
/// file (JUnit's `file`/`line`, GitHub's annotations).
public struct CheckedLayout: Sendable, Hashable {
  public var source: LayoutSource
  public var report: LayoutCheckReport

  public init(source: LayoutSource, report: LayoutCheckReport) {
    self.source = source
    self.report = report
  }

  /// The label of 1-based field `number`, as the layout names it.
  public func label(ofField number: Int) -> String {
    let specs = source.layout.fieldSpecs
    return specs.indices.contains(number - 1) ? specs[number - 1].label : "field \(number)"
  }

  /// Why a field failed, in one phrase: `62% visible, 12 pt under the keyboard, only when focused
  /// from the previous field`.
  public static func failure(_ check: FieldCheck) -> String {
    let run = check.worstRun
    if let crash = check.fromRest.crash ?? check.fromPrevious?.crash { return crash }
    let percent = Int((run.visibleFraction * 100).rounded(.down))
    var text = "\(percent)% visible"
    if run.leavesWindowSides {
      text += ", past the screen's side"
    } else if let gap = run.gapToKeyboard, gap < 0 {
      text += ", \(JSONValue.format((-gap * 10).rounded() / 10)) pt under the keyboard"
    } else {
      text += ", under the status bar or a bar"
    }
    let fromRest = !check.fromRest.isFullyVisible
    let fromPrevious = !(check.fromPrevious?.isFullyVisible ?? true)
    switch (fromRest, fromPrevious) {
    case (true, true): text += ", focused from rest and from the previous field"
    case (false, true): text += ", only when focused from the previous field"
    default: text += ", focused from rest"
    }
    return text
  }
}
