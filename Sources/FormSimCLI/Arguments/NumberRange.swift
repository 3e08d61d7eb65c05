/// The numbers an option accepts, with the words to describe them in an error.
///
/// Swift's own ranges cannot say "greater than 0" (an open lower bound), which durations and
/// frame rates need, so the accessors of ``ParsedArguments`` take this instead.
public struct NumberRange: Equatable, Sendable {
  /// The smallest accepted value and whether it is itself accepted.
  public var lower: (value: Double, inclusive: Bool)?
  /// The largest accepted value and whether it is itself accepted.
  public var upper: (value: Double, inclusive: Bool)?

  public init(lower: (value: Double, inclusive: Bool)?, upper: (value: Double, inclusive: Bool)?) {
    self.lower = lower
    self.upper = upper
  }

  /// Any finite number.
  public static let any = NumberRange(lower: nil, upper: nil)
  /// `x > value`.
  public static func greaterThan(_ value: Double) -> NumberRange {
    NumberRange(lower: (value, false), upper: nil)
  }
  /// `x >= value`.
  public static func atLeast(_ value: Double) -> NumberRange {
    NumberRange(lower: (value, true), upper: nil)
  }
  /// `x <= value`.
  public static func atMost(_ value: Double) -> NumberRange {
    NumberRange(lower: nil, upper: (value, true))
  }
  /// `low <= x <= high`.
  public static func between(_ low: Double, _ high: Double) -> NumberRange {
    NumberRange(lower: (low, true), upper: (high, true))
  }

  public func contains(_ x: Double) -> Bool {
    guard x.isFinite else { return false }
    if let lower, lower.inclusive ? x < lower.value : x <= lower.value { return false }
    if let upper, upper.inclusive ? x > upper.value : x >= upper.value { return false }
    return true
  }

  /// The condition in words, e.g. `"> 0"` or `"between 1 and 240"`; empty for ``any``.
  public var condition: String {
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

  public static func == (a: NumberRange, b: NumberRange) -> Bool {
    a.lower?.value == b.lower?.value && a.lower?.inclusive == b.lower?.inclusive
      && a.upper?.value == b.upper?.value && a.upper?.inclusive == b.upper?.inclusive
  }

  /// Whole numbers without a decimal point, so messages read `> 0`, not `> 0.0`.
  static func format(_ value: Double) -> String {
    if abs(value) < 1e15, value == Double(Int(value)) { return String(Int(value)) }
    return String(value)
  }
}
