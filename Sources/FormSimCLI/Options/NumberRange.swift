/// The numbers an option accepts, with the words to describe them in an error.
///
/// Swift's own ranges cannot say "greater than 0" (an open lower bound), and the library checks
/// only that a value is a number, so each command's `validate()` checks its numbers with this:
/// `--duration: expected a number of seconds between 0 and 60, got '-1'`.
package struct NumberRange: Sendable {
  /// The smallest accepted value and whether it is itself accepted.
  var lower: (value: Double, inclusive: Bool)?
  /// The largest accepted value and whether it is itself accepted.
  var upper: (value: Double, inclusive: Bool)?

  /// `x >= value`.
  static func atLeast(_ value: Double) -> NumberRange {
    NumberRange(lower: (value, true), upper: nil)
  }
  /// `low <= x <= high`.
  package static func between(_ low: Double, _ high: Double) -> NumberRange {
    NumberRange(lower: (low, true), upper: (high, true))
  }

  func contains(_ x: Double) -> Bool {
    guard x.isFinite else { return false }
    if let lower, lower.inclusive ? x < lower.value : x <= lower.value { return false }
    if let upper, upper.inclusive ? x > upper.value : x >= upper.value { return false }
    return true
  }

  /// The condition in words, e.g. `>= 0` or `between 1 and 240`.
  var condition: String {
    switch (lower, upper) {
    case (nil, nil):
      return ""
    case (let lower?, nil):
      return "\(lower.inclusive ? ">=" : ">") \(Self.format(lower.value))"
    case (nil, let upper?):
      return "\(upper.inclusive ? "<=" : "<") \(Self.format(upper.value))"
    case (let lower?, let upper?):
      if lower.inclusive && upper.inclusive {
        return "between \(Self.format(lower.value)) and \(Self.format(upper.value))"
      }
      return
        "\(lower.inclusive ? ">=" : ">") \(Self.format(lower.value)) and "
        + "\(upper.inclusive ? "<=" : "<") \(Self.format(upper.value))"
    }
  }

  /// Throws `--NAME: expected a number of UNIT CONDITION, got 'VALUE'` unless `value` is `nil`
  /// or in the range.
  func check(_ value: Double?, option: String, unit: String) throws {
    guard let value, !contains(value) else { return }
    throw ValidationError(
      "--\(option): expected a number of \(unit) \(condition), got '\(Self.format(value))'")
  }

  /// The same for whole numbers: `expected a whole number of …`.
  package func check(_ value: Int?, option: String, unit: String) throws {
    guard let value, !contains(Double(value)) else { return }
    throw ValidationError(
      "--\(option): expected a whole number of \(unit) \(condition), got '\(value)'")
  }

  /// Whole numbers without a decimal point, so messages read `> 0`, not `> 0.0`.
  static func format(_ value: Double) -> String {
    if abs(value) < 1e15, value == Double(Int(value)) { return String(Int(value)) }
    return String(value)
  }
}
