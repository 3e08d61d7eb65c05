import FormSimCore

/// What is simulated apart from the device and the strategy: the form, the orientation, the
/// kind of keyboard, and the tuning.
///
/// `compare` takes these beside its own lists of strategies or devices; the other simulating
/// commands take them inside ``CommonOptions``.
struct FormOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Form layout: a JSON file, a .storyboard or .xib, a view-hierarchy dump (.txt), or a"
        + " built-in (see 'formsim layouts')."
        + " Default: long.",
      valueName: "file|name"),
    completion: Completions.layout)
  var layout: String?

  @Option(
    help: ArgumentHelp(
      "With a storyboard or xib --layout: the scene, by custom class, storyboard identifier,"
        + " title or scene ID. Needed when the file holds several forms.",
      valueName: "name"))
  var scene: String?

  @Flag(help: "Start in landscape.")
  var landscape = false

  @Flag(
    help:
      "A hardware keyboard: no software keyboard; on an iPad its shortcuts bar (55 pt) stays, elsewhere a field's toolbar alone."
  )
  var hardwareKeyboard = false

  @OptionGroup var tuning: TuningOptions
  @OptionGroup var handlers: HandlerOptions

  func validate() throws {
    if scene != nil && layout == nil {
      throw ValidationError("--scene needs --layout FILE.storyboard or FILE.xib")
    }
  }

  /// The files these options read: a layout file and the handlers.
  var inputFiles: [InputFile] {
    (layout.map { [InputFile(option: "--layout", path: $0)] } ?? [])
      + handlers.handler.map { InputFile(option: "--handler", path: $0) }
  }

  /// The layout `--layout` and `--scene` name, with where it came from; `nil` for the default.
  func source() throws -> LayoutSource? {
    guard let layout else { return nil }
    return try LayoutSource.loadOne(layout, scene: scene)
  }

  /// Settings with the layout loaded (a bad file throws `UserFileError`) and every option applied.
  /// A storyboard's designed device becomes the default device; what its import took on trust
  /// (an ambiguous frame) is said on standard error.
  func settings() throws -> SimulationSettings {
    var settings = SimulationSettings()
    var outlets: [String: String] = [:]
    var actions: [FieldAction] = []
    if let source = try source() {
      outlets = source.outlets
      actions = source.actions
      settings.layout = source.layout
      if let device = source.device { settings.device = device }
      ImportWarnings.write(source)
    }
    if landscape { settings.orientation = .landscape }
    settings.hardwareKeyboard = hardwareKeyboard
    tuning.apply(to: &settings)
    settings.handlers = try handlers.register(
      outlets: outlets, actions: actions, container: settings.layout.container)
    if let first = settings.handlers.first { settings.strategy = first }
    return settings
  }
}
