/// Formats numbers for SVG attributes the same way on every machine.
///
/// `String(describing: Double)` may print `1e-05` or long binary fractions, and formatters follow
/// the locale; screenshots must be byte-for-byte reproducible, so numbers are rounded to two
/// decimals and printed with integer arithmetic, dropping trailing zeros.
enum SVGNumber {
  static func format(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let hundredths = roundedToInteger(value * 100)
    if hundredths == 0 { return "0" }
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = hundredths.magnitude
    let whole = magnitude / 100
    let fraction = magnitude % 100
    if fraction == 0 { return "\(sign)\(whole)" }
    if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
    return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  /// Rounds half away from zero with integer conversion only: `Double.rounded()` would need libm,
  /// which this target does not otherwise link.
  static func roundedToInteger(_ value: Double) -> Int {
    let clamped = min(max(value, -1e15), 1e15)
    let truncated = Int(clamped)
    let remainder = clamped - Double(truncated)
    if remainder >= 0.5 { return truncated + 1 }
    if remainder <= -0.5 { return truncated - 1 }
    return truncated
  }
}
