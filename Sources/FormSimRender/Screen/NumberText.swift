/// How numbers read in the panel: points to one decimal (whole numbers without one), seconds to the
/// millisecond.
///
/// Mid-animation values have long fractions; one decimal is enough to watch them move without the
/// panel jittering in width. Written without Foundation so the renderer stays dependency-free.
public enum NumberText {
  /// `97`, `-12.5`, `0`: a point value rounded to tenths.
  public static func points(_ value: Double) -> String {
    fixed(value, digits: 1, keepZeros: false)
  }

  /// `0.300`: simulated seconds with three decimals, as the event log prints them.
  public static func seconds(_ value: Double) -> String {
    fixed(value, digits: 3, keepZeros: true)
  }

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

  /// `100%`: a fraction 0…1 as a whole percentage.
  public static func percent(_ fraction: Double) -> String {
    guard fraction.isFinite else { return "?" }
    return "\(Int((fraction * 100).rounded()))%"
  }
}
