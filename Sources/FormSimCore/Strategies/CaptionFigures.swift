/// What a demo caption quotes or depends on, from the settings the tour runs on: the strategy's
/// own distance (or `--margin`), the device's status bar, and whether the form's keyboard has a
/// toolbar (its Next button) to move on with.
public struct CaptionFigures: Sendable, Equatable {
  /// `--margin`, when given: it replaces each strategy's own distance.
  public var margin: Double?
  /// The portrait status bar's height.
  public var statusBarHeight: Double
  /// Whether the keyboard carries a toolbar with Previous/Next (else Tab moves on).
  public var hasToolbar: Bool

  public init(margin: Double?, statusBarHeight: Double, hasToolbar: Bool = false) {
    self.margin = margin
    self.statusBarHeight = statusBarHeight
    self.hasToolbar = hasToolbar
  }

  public init(_ settings: SimulationSettings) {
    self.init(
      margin: settings.margin, statusBarHeight: settings.device.statusBar(.portrait),
      hasToolbar: settings.layout.hasToolbar)
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
