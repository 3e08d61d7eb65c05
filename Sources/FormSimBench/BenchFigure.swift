/// One measured figure of `formsim-bench`: the median over the runs, with the target it is held
/// to, if any.
///
/// Figures carry a stable `key` so scripts can read the JSON report without parsing the table.
struct BenchFigure: Sendable, Equatable {
  var key: String
  var label: String
  var value: Double
  var unit: String
  var target: BenchTarget?

  /// Whether the figure meets its target (`nil` when it has none).
  var met: Bool? { target.map { $0.isMet(by: value) } }
}

/// A bound a figure must stay within.
struct BenchTarget: Sendable, Equatable {
  var maximum: Double
  /// How the target reads in the table, e.g. "≤ 0.5 ms".
  var text: String

  func isMet(by value: Double) -> Bool { value <= maximum }
}
