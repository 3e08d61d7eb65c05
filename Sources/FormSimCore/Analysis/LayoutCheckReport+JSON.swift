/// `formsim check --format json`: one object with `layout`, `checks` and `summary`. Keys may be
/// added, never renamed, so scripts can rely on them.
extension LayoutCheckReport {
  public func json() -> JSONValue {
    .object([
      ("layout", .string(layout)),
      ("fields", .int(fieldCount)),
      ("checks", .array(checks.map { $0.json() })),
      (
        "summary",
        .object([
          ("checks", .int(checks.count)), ("failed", .int(failedCount)),
          ("passingStrategies", .array(strategiesPassingEverywhere.map { .string($0) })),
        ])
      ),
    ])
  }
}

extension FieldCheck {
  public func json() -> JSONValue {
    .object([
      ("device", .string(device)), ("orientation", .string(orientation.rawValue)),
      ("strategy", .string(strategy)), ("field", .int(field)), ("passed", .bool(passed)),
      ("fromRest", fromRest.json()), ("fromPrevious", fromPrevious?.json() ?? .null),
    ])
  }
}

extension FocusResult {
  public func json() -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("visibleFraction", .number(visibleFraction)),
      ("gapToKeyboard", .number(gapToKeyboard)),
      ("pushedAboveStatusBar", .bool(pushedAboveStatusBar)),
      ("othersReachable", .bool(othersReachable)),
      ("restoresOffset", .bool(restoresOffset)),
      ("largestJump", .number(largestJump)),
    ]
    if let crash { members.append(("crash", .string(crash))) }
    return .object(members)
  }
}
