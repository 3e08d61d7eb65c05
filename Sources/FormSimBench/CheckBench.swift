import FormSimCore

/// The time `check` takes over a generated form, on every device (the four classic profiles and
/// the six current ones), orientation and strategy.
///
/// `LayoutCheck` is called directly, so the figure is the analysis alone (no report printing).
struct CheckBench {
  var fieldCount: Int

  /// A stacked form of `count` plain text fields.
  static func layout(fieldCount count: Int) -> Layout {
    Layout(
      name: "generated-\(count)",
      fields: (1...max(1, count)).map { .init(label: "Field \($0)", placeholder: "value \($0)") })
  }

  /// Seconds for one full check.
  func run() -> Double {
    let check = LayoutCheck(
      layout: Self.layout(fieldCount: fieldCount), devices: DeviceProfile.all,
      orientations: Orientation.allCases, strategies: StrategyCatalog.names)
    var checks = 0
    let seconds = Stopwatch.seconds { checks = check.run().checks.count }
    precondition(checks == check.checkCount, "the check skipped fields")
    return seconds
  }
}
