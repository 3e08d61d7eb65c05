import FormSimCore
import FormSimRender

/// Moments of simulated time for `--strip`, and how a strip captions them.
enum SnapshotTimes {
  /// More frames than a strip can show side by side, and a bound on the file it makes.
  static let maximumCount = 100

  /// Parses `0,0.1,0.2,0.3`: one or more times in seconds, each >= 0, written in decimal.
  @Sendable static func parse(_ text: String) throws(ValidationError) -> [Double] {
    let words = text.split(separator: ",", omittingEmptySubsequences: false)
      .map { $0.trimmingBlanks() }
    guard words.count <= maximumCount else {
      throw ValidationError(
        "at most \(maximumCount) times in a strip, not \(words.count); make several strips")
    }
    var times: [Double] = []
    for word in words {
      guard let time = DecimalNumber.parse(word), time >= 0 else {
        throw ValidationError(
          "expected times in seconds >= 0 separated by commas, e.g. 0,0.1,0.2,0.3; '\(word)' is not"
        )
      }
      times.append(time)
    }
    return times
  }

  /// `t = 0.10 s`: two decimals, enough for frames a few hundredths of a second apart.
  static func caption(_ time: Double) -> String {
    let hundredths = Int((time * 100).rounded())
    let fraction = hundredths % 100
    return "t = \(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) s"
  }
}
