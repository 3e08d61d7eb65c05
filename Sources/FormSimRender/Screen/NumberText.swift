import FormSimCore

/// How numbers read in the panel: points to one decimal (whole numbers without one), seconds to the
/// millisecond.
///
/// Mid-animation values have long fractions; one decimal is enough to watch them move without the
/// panel jittering in width. Written without Foundation so the renderer stays dependency-free.
public enum NumberText {
  /// `97`, `-12.5`, `0`: a point value rounded to tenths.
  public static func points(_ value: Double) -> String {
    DecimalText.fixed(value, digits: 1, keepZeros: false)
  }

  /// `0.300`: simulated seconds with three decimals, as the event log prints them.
  public static func seconds(_ value: Double) -> String {
    DecimalText.fixed(value, digits: 3, keepZeros: true)
  }

  /// `100%`: a fraction 0…1 as a whole percentage.
  public static func percent(_ fraction: Double) -> String {
    guard fraction.isFinite else { return "?" }
    return "\(Int((fraction * 100).rounded()))%"
  }
}
