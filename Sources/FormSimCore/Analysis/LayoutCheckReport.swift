/// Everything one `check` run found, in report order, with the figures its summaries need.
public struct LayoutCheckReport: Sendable, Hashable {
  /// The layout's name, as the report prints it.
  public var layout: String
  public var fieldCount: Int
  /// The groups checked, in the order of `checks`.
  public var groups: [LayoutCheckGroup]
  /// One check per group and field: group by group, field by field.
  public var checks: [FieldCheck]

  public init(layout: String, fieldCount: Int, groups: [LayoutCheckGroup], checks: [FieldCheck]) {
    self.layout = layout
    self.fieldCount = fieldCount
    self.groups = groups
    self.checks = checks
  }

  public var failedCount: Int { checks.reduce(0) { $0 + ($1.passed ? 0 : 1) } }

  /// Whether every checked field ended fully visible: exit status 0.
  public var passed: Bool { checks.allSatisfy(\.passed) }

  /// Where interpreted handlers stopped at code FormSim cannot run, as their crashes read, each
  /// once, in the order the checks met them: the handler needs fixing before the check means
  /// anything.
  public var handlerStops: [String] {
    var seen: Set<String> = []
    var stops: [String] = []
    for check in checks {
      for run in [check.fromRest, check.fromPrevious] {
        guard let run, run.crashIsStop, let stop = run.crash, seen.insert(stop).inserted else {
          continue
        }
        stops.append(stop)
      }
    }
    return stops
  }

  /// One summary per group, in order.
  public var summaries: [CheckGroupSummary] {
    groups.indices.map { index in
      let start = index * fieldCount
      return CheckGroupSummary(group: groups[index], checks: checks[start..<start + fieldCount])
    }
  }
}
