#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Seconds on a clock that never jumps, for timing animation frames and child processes.
///
/// Wall-clock time can step backwards or forwards (NTP, manual changes); animations measured
/// against it would stutter or skip, so the run loop reads `CLOCK_MONOTONIC` instead, and so does
/// the time limit of a child process.
public struct MonotonicClock: Sendable {
  public init() {}

  /// Seconds since an arbitrary fixed point (usually boot).
  public var now: Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1_000_000_000
  }
}
