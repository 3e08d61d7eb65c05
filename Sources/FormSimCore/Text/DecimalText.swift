/// A number written with a fixed count of decimals, without Foundation's `String(format:)`:
/// what the panel, bench's tables and the JSON writer's small values are printed with.
public enum DecimalText {
  /// `value` with `digits` decimals; trailing zeros (and the point) dropped unless `keepZeros`.
  /// Values too large for fixed-point arithmetic are printed as Swift prints them, never trapped.
  public static func fixed(_ value: Double, digits: Int, keepZeros: Bool) -> String {
    guard value.isFinite, abs(value) < 1e12 else { return "\(value)" }
    var scale = 1
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((value * Double(scale)).rounded())
    let sign = scaled < 0 ? "-" : ""
    let whole = abs(scaled) / scale
    var fraction = digits == 0 ? "" : String(abs(scaled) % scale)
    fraction = String(repeating: "0", count: digits - fraction.count) + fraction
    if !keepZeros {
      while fraction.hasSuffix("0") { fraction.removeLast() }
    }
    return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
  }
}
