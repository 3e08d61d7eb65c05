/// Everything that sets up a run: which form, device, strategy and timing.
///
/// The CLI's common options map onto these fields one to one, so the interactive app, `simulate`,
/// `snapshot` and `check` all start from the same description.
public struct SimulationSettings: Sendable, Hashable {
  public var layout: Layout
  public var device: DeviceProfile
  public var orientation: Orientation
  public var strategy: String
  /// `nil` uses the device's era.
  public var era: IOSEra?
  /// `nil` uses the device's default.
  public var predictive: Bool?
  public var hardwareKeyboard: Bool
  /// The keyboard's reported animation: 0.3 s ease-in-out unless set.
  public var keyboardTiming: AnimationTiming
  /// Frames per simulated second.
  public var framesPerSecond: Double
  /// Each strategy's own distance parameter (the reference's margin, IQKeyboardManager's
  /// `keyboardDistance`, React Native's `keyboardVerticalOffset`, …), in points; `nil` keeps
  /// every strategy's own default.
  public var margin: Double?
  /// The handler files registered for this run (`--handler`), by strategy name: F2 goes on to
  /// them after the built-in strategies.
  public var handlers: [String] = []
  /// IQKeyboardManager's `enableAutoToolbar` (`--no-auto-toolbar` turns it off).
  public var autoToolbar = true

  public init(
    layout: Layout = .long, device: DeviceProfile = .iphone4,
    orientation: Orientation = .portrait, strategy: String = "reference", era: IOSEra? = nil,
    predictive: Bool? = nil, hardwareKeyboard: Bool = false,
    keyboardTiming: AnimationTiming = .seed, framesPerSecond: Double = 60, margin: Double? = nil
  ) {
    self.layout = layout
    self.device = device
    self.orientation = orientation
    self.strategy = strategy
    self.era = era
    self.predictive = predictive
    self.hardwareKeyboard = hardwareKeyboard
    self.keyboardTiming = keyboardTiming
    self.framesPerSecond = framesPerSecond
    self.margin = margin
  }

  /// What the strategy is made with.
  public var strategyOptions: StrategyOptions {
    StrategyOptions(margin: margin, autoToolbar: autoToolbar)
  }

  /// Seconds between frames.
  public var frameInterval: Double { 1 / framesPerSecond }
}
