import FormSimCore

/// The options that tune a run without choosing what is run: margin, auto toolbar, timing,
/// keyboard, era.
///
/// Every simulating command takes these, `check` included, which chooses its layout, devices and
/// strategies its own way.
struct TuningOptions: ParsableArguments {
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Each strategy's own distance (reference margin, keyboardDistance, keyboardVerticalOffset, bottomOffset, scrollPadding…). Default: each one's own.",
      valueName: "pt"))
  var margin: Double?

  @Flag(
    inversion: .prefixedNo, exclusivity: .exclusive,
    help:
      "IQKeyboardManager's enableAutoToolbar: a Previous/Next/Done bar on the keyboard of every field without its own accessory. Default: on, as the library ships."
  )
  var autoToolbar: Bool?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Keyboard animation duration in seconds. Default: 0.3 (the seeds' timing).", valueName: "s"))
  var duration: Double?

  @Option(
    help: ArgumentHelp(
      "Keyboard animation curve. Default: ease-in-out. One of: linear, ease-in-out, spring.",
      valueName: "c"),
    completion: .list(TimingCurve.names),
    transform: NameList.parser { TimingCurve.names })
  var curve: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Frames per second of simulated time. Default: 60.", valueName: "n"))
  var fps: Int?

  @Flag(
    inversion: .prefixedNo, exclusivity: .exclusive,
    help: "Show (or hide) the predictive bar, a taller keyboard. Default: as the device does.")
  var predictive: Bool?

  @Option(
    help: ArgumentHelp(
      "Keyboard event behaviour: modern (iOS 8+), ios7, legacy (iPhone OS 3). Default: modern.",
      valueName: "era"),
    completion: .list(NameList.eras),
    transform: NameList.parser { NameList.eras })
  var iosEra: String?

  func validate() throws {
    try NumberRange.between(0, 1000).check(margin, option: "margin", unit: "points")
    try NumberRange.between(0, 60).check(duration, option: "duration", unit: "seconds")
    try NumberRange.between(1, 240).check(fps, option: "fps", unit: "frames per second")
  }

  /// Writes the given options into `settings`; what was left out keeps its default.
  func apply(to settings: inout SimulationSettings) {
    if let margin { settings.margin = margin }
    if let autoToolbar { settings.autoToolbar = autoToolbar }
    if let duration { settings.keyboardTiming.duration = duration }
    if let curve = curve.flatMap(TimingCurve.init(name:)) { settings.keyboardTiming.curve = curve }
    if let fps { settings.framesPerSecond = Double(fps) }
    if let predictive { settings.predictive = predictive }
    if let era = iosEra.flatMap(IOSEra.init(rawValue:)) { settings.era = era }
  }
}
