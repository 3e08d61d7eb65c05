/// The figures a demo caption quotes, from the settings the tour runs on: the strategy's own
/// distance (or `--margin`) and the device's status bar.
public struct CaptionFigures: Sendable, Equatable {
  /// `--margin`, when given: it replaces each strategy's own distance.
  public var margin: Double?
  /// The portrait status bar's height.
  public var statusBarHeight: Double

  public init(margin: Double?, statusBarHeight: Double) {
    self.margin = margin
    self.statusBarHeight = statusBarHeight
  }

  public init(_ settings: SimulationSettings) {
    self.init(margin: settings.margin, statusBarHeight: settings.device.statusBar(.portrait))
  }

  /// The distance in points as captions print it: `--margin` if given, else `defaultValue`.
  public func points(_ defaultValue: Double) -> String {
    DecimalText.fixed(margin ?? defaultValue, digits: 1, keepZeros: false)
  }

  /// The status bar's height in points.
  public var statusBar: String {
    DecimalText.fixed(statusBarHeight, digits: 1, keepZeros: false)
  }
}
