import ArgumentParser
import FormSimCore

/// What is simulated apart from the device and the strategy: the form, the orientation, the
/// kind of keyboard, and the tuning.
///
/// `compare` takes these beside its own lists of strategies or devices; the other simulating
/// commands take them inside ``CommonOptions``.
struct FormOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Form layout: a JSON file or a built-in (see 'formsim layouts'). Default: long.",
      valueName: "file|name"),
    completion: Completions.layout)
  var layout: String?

  @Flag(help: "Start in landscape.")
  var landscape = false

  @Flag(help: "A hardware keyboard: no software keyboard, no notifications.")
  var hardwareKeyboard = false

  @OptionGroup var tuning: TuningOptions

  /// Settings with the layout loaded (a bad file throws `LayoutError`) and every option applied.
  func settings() throws -> SimulationSettings {
    var settings = SimulationSettings()
    if let layout { settings.layout = try LayoutParser.load(layout) }
    if landscape { settings.orientation = .landscape }
    settings.hardwareKeyboard = hardwareKeyboard
    tuning.apply(to: &settings)
    return settings
  }
}
