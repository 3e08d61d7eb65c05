/// How the interactive app is running the simulation: what the panel reports beside the world's
/// own state.
public struct PlaybackStatus: Sendable, Hashable {
  /// Real seconds per simulated second: 1, 5 or 10 (slow motion).
  public var timeScale: Int
  public var isPaused: Bool

  public init(timeScale: Int = 1, isPaused: Bool = false) {
    self.timeScale = timeScale
    self.isPaused = isPaused
  }
}
