extension LayoutCheckReport {
  /// The strategies checked, in report order, each once.
  public var strategies: [String] {
    var seen = Set<String>()
    return groups.map(\.strategy).filter { seen.insert($0).inserted }
  }

  /// The strategies every one of whose checks passed — every field, device and orientation of
  /// the run — in report order.
  public var strategiesPassingEverywhere: [String] {
    var failed = Set<String>()
    for check in checks where !check.passed { failed.insert(check.strategy) }
    return strategies.filter { !failed.contains($0) }
  }

  /// The line that closes a report over several strategies: which of them handle the whole
  /// layout. `nil` when only one strategy was checked (the summary line already says it).
  public var closingLine: String? {
    let checked = strategies
    guard checked.count > 1 else { return nil }
    let passing = strategiesPassingEverywhere
    if passing.isEmpty {
      return "No strategy of the \(checked.count) checked passes the whole layout."
    }
    let list = passing.joined(separator: ", ")
    return "Pass the whole layout (\(passing.count) of \(checked.count)): \(list)."
  }
}
