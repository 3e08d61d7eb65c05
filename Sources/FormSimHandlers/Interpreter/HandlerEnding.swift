/// How a handler's run ending early reads in the event log and `check`'s report, and, for a
/// stop, back as the compiler-style error `check` ends with: one place that writes the words and
/// reads them, so that the two cannot drift apart.
public enum HandlerEnding {
  private static let stopPrefix = "handler stopped at "

  /// The app's own crash (a trap, an uncaught error) at `place` (`FILE:LINE:COL`).
  static func crashed(at place: String, _ message: String) -> String {
    "handler crashed at \(place): \(message)"
  }

  /// The handler's stop at code FormSim cannot run.
  static func stopped(at place: String, _ message: String) -> String {
    stopPrefix + place + ": " + message
  }

  /// A stop as `stopped(at:_:)` wrote it, compiler-style: `FILE:LINE:COL: error: message`; nil
  /// for any other text. The place ends at the first `:LINE:COL: ` after the file's name, which
  /// may hold colons itself.
  public static func compilerStyle(_ stop: String) -> String? {
    guard stop.hasPrefix(stopPrefix) else { return nil }
    let rest = stop.dropFirst(stopPrefix.count)
    var search = rest.startIndex
    while let colon = rest[search...].firstIndex(of: ":") {
      let after = rest[rest.index(after: colon)...]
      let numbers = after.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
      if numbers.count == 3, !numbers[0].isEmpty, numbers[0].allSatisfy(\.isNumber),
        !numbers[1].isEmpty, numbers[1].allSatisfy(\.isNumber), numbers[2].hasPrefix(" ")
      {
        let placeEnd = numbers[1].endIndex
        return rest[..<placeEnd] + ": error:" + rest[rest.index(after: placeEnd)...]
      }
      search = rest.index(after: colon)
    }
    return nil
  }
}
