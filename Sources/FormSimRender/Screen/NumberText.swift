/// How numbers read in the panel: points to one decimal (whole numbers without one), seconds to the
/// millisecond.
///
/// Mid-animation values have long fractions; one decimal is enough to watch them move without the
/// panel jittering in width. Written without Foundation so the renderer stays dependency-free.
public enum NumberText {
  /// `97`, `-12.5`, `0`: a point value rounded to tenths.
  public static func points(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let tenths = Int((value * 10).rounded())
    let sign = tenths < 0 ? "-" : ""
    let whole = abs(tenths) / 10
    let fraction = abs(tenths) % 10
    return fraction == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
  }

  /// `0.300`: simulated seconds with three decimals, as the event log prints them.
  public static func seconds(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let milliseconds = Int((value * 1000).rounded())
    let sign = milliseconds < 0 ? "-" : ""
    let whole = abs(milliseconds) / 1000
    let fraction = abs(milliseconds) % 1000
    let padded = fraction < 10 ? "00\(fraction)" : fraction < 100 ? "0\(fraction)" : "\(fraction)"
    return "\(sign)\(whole).\(padded)"
  }

  /// `100%`: a fraction 0…1 as a whole percentage.
  public static func percent(_ fraction: Double) -> String {
    guard fraction.isFinite else { return "?" }
    return "\(Int((fraction * 100).rounded()))%"
  }
}
