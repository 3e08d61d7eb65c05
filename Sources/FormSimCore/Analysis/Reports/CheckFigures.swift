/// The cells `check`'s table and markdown share for one group, so the two formats agree.
struct CheckFigures {
  var mark: String
  var strategy: String
  var passing: String
  var worstField: String
  var visible: String
  var gap: String
  var largestJump: String
  var failing: String
  var notes: String

  static let header = [
    "", "strategy", "passing", "worst field", "visible", "gap", "largest jump", "failing fields",
    "notes",
  ]

  init(_ summary: CheckGroupSummary) {
    mark = summary.passed ? "✓" : "✗"
    strategy = summary.group.strategy
    passing = "\(summary.passedCount)/\(summary.fieldCount)"
    if let worst = summary.worst {
      let run = worst.worstRun
      let which = run == worst.fromRest ? "from rest" : "from previous"
      worstField = "#\(worst.field) \(which)"
      visible = "\(Int((run.visibleFraction * 100).rounded(.down)))%"
      gap = run.gapToKeyboard.map { "\(figure(($0 * 10).rounded() / 10)) pt" } ?? "—"
    } else {
      worstField = "—"
      visible = "—"
      gap = "—"
    }
    largestJump = "\(figure((summary.largestJump * 10).rounded() / 10)) pt"
    failing = summary.failingFields.isEmpty ? "—" : FieldRanges.text(summary.failingFields)
    var notes: [String] = []
    if !summary.failingOnlyFromPrevious.isEmpty {
      notes.append("only from previous: \(FieldRanges.text(summary.failingOnlyFromPrevious))")
    }
    // Each note names its fields by number, as the failing-fields column does, never by a
    // count that would read as a field number beside it.
    if !summary.pushedAboveStatusBar.isEmpty {
      notes.append("pushed above status bar: \(FieldRanges.text(summary.pushedAboveStatusBar))")
    }
    if !summary.othersUnreachable.isEmpty {
      notes.append("others unreachable from: \(FieldRanges.text(summary.othersUnreachable))")
    }
    if !summary.offsetNotRestored.isEmpty {
      notes.append("not restored on dismiss: \(FieldRanges.text(summary.offsetNotRestored))")
    }
    self.notes = notes.isEmpty ? "—" : notes.joined(separator: "; ")
  }

  var cells: [String] {
    [mark, strategy, passing, worstField, visible, gap, largestJump, failing, notes]
  }
}
