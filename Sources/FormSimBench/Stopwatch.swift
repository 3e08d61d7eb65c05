import FormSimCore
import FormSimTerminal

/// Times a piece of work on the monotonic clock, in seconds.
enum Stopwatch {
  static func seconds(_ work: () throws -> Void) rethrows -> Double {
    let clock = MonotonicClock()
    let start = clock.now
    try work()
    return clock.now - start
  }
}
