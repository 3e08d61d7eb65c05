/// The figures a report line shows for one group: how many fields pass, which fail, the worst
/// field and the largest jump.
public struct CheckGroupSummary: Sendable, Hashable {
  public var group: LayoutCheckGroup
  public var fieldCount: Int
  public var passedCount: Int
  /// 1-based numbers of the fields that did not end fully visible, ascending.
  public var failingFields: [Int]
  /// 1-based numbers of the fields whose run from the previous field failed while the run from
  /// rest passed: what only a toolbar's "next" reveals.
  public var failingOnlyFromPrevious: [Int]
  /// The field whose worse run is the worst of the group (least visible, then least gap).
  public var worst: FieldCheck?
  public var largestJump: Double
  /// The most negative keyboard gap among the runs that failed (how far the worst hidden field
  /// sits under the keyboard), or `nil` when no failing run had a keyboard gap.
  public var worstFailingGap: Double?
  /// Whether a failing run ended with its field past the window's left or right side.
  public var failsOffSide: Bool
  /// The first crash of an interpreted handler in the group's failing runs.
  public var crash: String?
  /// 1-based numbers of the fields that were pushed above the status bar, left others
  /// unreachable, or were not restored on dismissal, in either run, ascending.
  public var pushedAboveStatusBar: [Int]
  public var othersUnreachable: [Int]
  public var offsetNotRestored: [Int]

  /// Summarises `checks`, which belong to `group`.
  public init(group: LayoutCheckGroup, checks: some Collection<FieldCheck>) {
    self.group = group
    fieldCount = checks.count
    var passed = 0
    var failing: [Int] = []
    var onlyPrevious: [Int] = []
    var worst: FieldCheck?
    var jump = 0.0
    var pushed: [Int] = []
    var unreachable: [Int] = []
    var notRestored: [Int] = []
    var failingGap: Double?
    var offSide = false
    var crash: String?
    for check in checks {
      let runs = [check.fromRest] + (check.fromPrevious.map { [$0] } ?? [])
      if check.passed {
        passed += 1
      } else {
        failing.append(check.field)
        if check.fromRest.isFullyVisible { onlyPrevious.append(check.field) }
        for run in runs where !run.isFullyVisible {
          if let gap = run.gapToKeyboard { failingGap = min(failingGap ?? gap, gap) }
          if run.leavesWindowSides { offSide = true }
          if crash == nil { crash = run.crash }
        }
      }
      if let current = worst {
        if check.worstRun.isWorse(than: current.worstRun) { worst = check }
      } else {
        worst = check
      }
      jump = max(jump, check.largestJump)
      if runs.contains(where: \.pushedAboveStatusBar) { pushed.append(check.field) }
      if runs.contains(where: { !$0.othersReachable }) { unreachable.append(check.field) }
      if runs.contains(where: { !$0.restoresOffset }) { notRestored.append(check.field) }
    }
    passedCount = passed
    failingFields = failing
    failingOnlyFromPrevious = onlyPrevious
    self.worst = worst
    largestJump = jump
    worstFailingGap = failingGap
    failsOffSide = offSide
    self.crash = crash
    pushedAboveStatusBar = pushed
    othersUnreachable = unreachable
    offsetNotRestored = notRestored
  }

  public var passed: Bool { failingFields.isEmpty }

  /// Why the failing fields are hidden, worst first: under the keyboard (by how much), past the
  /// window's side, or under the status bar; `nil` when the group passed.
  public var failureCause: FailureCause? {
    guard !passed else { return nil }
    if let crash { return .crashed(crash) }
    if let gap = worstFailingGap, gap < 0 { return .underKeyboard(by: -gap) }
    if failsOffSide { return .offSide }
    return .underStatusBar
  }

  /// What hides a failing group's fields.
  public enum FailureCause: Sendable, Hashable {
    case underKeyboard(by: Double)
    /// An interpreted handler crashed: the message names its file, line and column.
    case crashed(String)
    case offSide
    case underStatusBar
  }
}
