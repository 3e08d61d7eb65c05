extension Simulator {
  /// Lets time run until nothing moves, jumping from one change to the next instead of frame by
  /// frame.
  ///
  /// Notifications are delivered at their scheduled times either way, so the settled model state
  /// is the one `settle()` reaches; only the clock may stop a fraction of a frame earlier. `check`
  /// uses it for the phases it does not watch (focusing the previous field, dismissing).
  public mutating func settleQuickly(maximumSteps: Int = 10_000) {
    var steps = 0
    while !isSettled, let next = nextChangeTime, steps < maximumSteps {
      advance(to: max(next, time))
      steps += 1
    }
  }
}
