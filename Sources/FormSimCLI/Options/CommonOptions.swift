import FormSimCore

/// The options every simulating command shares: one device, one strategy and the form.
///
/// Included with `@OptionGroup` wherever they apply, so their help, completion and defaults are
/// written once. A new option that every simulation takes belongs here (or in ``FormOptions``
/// when `compare` takes it too).
struct CommonOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Device profile (see 'formsim devices') or a device JSON file. Default: iphone4 (for a"
        + " storyboard, xib or dump, the device it was made on).",
      valueName: "name|file"),
    completion: Completions.device, transform: NameList.device)
  var device: String?

  @Option(
    help: ArgumentHelp(
      "Keyboard-avoidance strategy (see 'formsim strategies'). Default: reference.",
      valueName: "name"),
    completion: Completions.strategy, transform: NameList.strategy)
  var strategy: String?

  @OptionGroup var form: FormOptions

  func validate() throws {
    if strategy != nil && !form.handlers.handler.isEmpty {
      throw ValidationError(
        "give --strategy or --handler, not both (compare and check run several side by side)")
    }
  }

  /// The files these options read: a device file, a layout file and the handlers.
  var inputFiles: [InputFile] {
    (device.map { [InputFile(option: "--device", path: $0)] } ?? []) + form.inputFiles
  }

  /// Settings for one simulation; throws `UserFileError` for a bad layout file.
  func settings() throws -> SimulationSettings {
    var settings = try form.settings()
    if let device { settings.device = try DeviceFile.profile(device) }
    if let strategy { settings.strategy = strategy }
    return settings
  }
}
