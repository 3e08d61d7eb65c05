import FormSimCore

/// The options every simulating command shares, and how they become `SimulationSettings`.
enum CommonOptions {
  static let specs: [OptionSpec] = [
    .value(
      "layout", placeholder: "FILE|NAME",
      help: "Form layout: a JSON file or a built-in (see 'formsim layouts'). Default: long."),
    .value(
      "device", placeholder: "NAME",
      help: "Device profile (see 'formsim devices'). Default: iphone4.",
      allowedValues: DeviceProfile.builtIn.map(\.name)),
    .flag("landscape", help: "Start in landscape."),
    .value(
      "strategy", placeholder: "NAME",
      help: "Keyboard-avoidance strategy (see 'formsim strategies'). Default: reference.",
      allowedValues: StrategyCatalog.names),
    .value(
      "margin", placeholder: "PT",
      help:
        "Each strategy's own distance (reference margin, keyboardDistance, keyboardVerticalOffset, bottomOffset, scrollPadding…). Default: each one's own."
    ),
    .value(
      "duration", placeholder: "S",
      help: "Keyboard animation duration in seconds. Default: 0.3 (the seeds' timing)."),
    .value(
      "curve", placeholder: "C", help: "Keyboard animation curve. Default: ease-in-out.",
      allowedValues: TimingCurve.names),
    .value("fps", placeholder: "N", help: "Frames per second of simulated time. Default: 60."),
    .flag("predictive", help: "Show the predictive bar (a taller keyboard)."),
    .flag("no-predictive", help: "Hide the predictive bar even where the device shows it."),
    .flag(
      "hardware-keyboard", help: "A hardware keyboard: no software keyboard, no notifications."),
    .value(
      "ios-era", placeholder: "ERA",
      help:
        "Keyboard event behaviour: modern (iOS 8+), ios7, legacy (iPhone OS 3). Default: modern.",
      allowedValues: IOSEra.allCases.map(\.rawValue)),
  ]

  /// Reads the common options into settings.
  static func settings(from arguments: ParsedArguments, command: String) throws
    -> SimulationSettings
  {
    var settings = SimulationSettings()
    if let name = arguments.string("layout") {
      settings.layout = try LayoutParser.load(name)
    }
    if let device = try arguments.choice("device") {
      settings.device = DeviceProfile.named(device) ?? .iphone4
    }
    if arguments.flag("landscape") { settings.orientation = .landscape }
    if let strategy = try arguments.choice("strategy") { settings.strategy = strategy }
    try applyTuning(from: arguments, to: &settings, command: command)
    settings.hardwareKeyboard = arguments.flag("hardware-keyboard")
    return settings
  }

  /// The names of the options `applyTuning` reads: timing, margin, keyboard and era.
  static let tuningNames = [
    "margin", "duration", "curve", "fps", "predictive", "no-predictive", "ios-era",
  ]

  /// The common options that tune a run without choosing what is run, for commands (like
  /// `check`) that choose the layout, devices and strategies their own way.
  static var tuningSpecs: [OptionSpec] { specs.filter { tuningNames.contains($0.name) } }

  /// Reads the tuning options (see `tuningNames`) into `settings`.
  static func applyTuning(
    from arguments: ParsedArguments, to settings: inout SimulationSettings, command: String
  ) throws {
    if let margin = try arguments.double("margin", range: .between(0, 1000), unit: "points") {
      settings.margin = margin
    }
    if let duration = try arguments.double("duration", range: .between(0, 60), unit: "seconds") {
      settings.keyboardTiming.duration = duration
    }
    if let curve = try arguments.choice("curve"), let parsed = TimingCurve(name: curve) {
      settings.keyboardTiming.curve = parsed
    }
    if let fps = try arguments.int("fps", range: .between(1, 240), unit: "frames per second") {
      settings.framesPerSecond = Double(fps)
    }
    if arguments.flag("predictive") && arguments.flag("no-predictive") {
      throw UsageError(
        "--predictive and --no-predictive cannot be given together", command: command)
    }
    if arguments.flag("predictive") { settings.predictive = true }
    if arguments.flag("no-predictive") { settings.predictive = false }
    if let era = try arguments.choice("ios-era") { settings.era = IOSEra(rawValue: era) }
  }
}
