import FormSimApp
import FormSimCore

/// `formsim compare`: several strategies (or devices) side by side, driven by the same input.
struct CompareCommand: FormSimCommand {
  static let configuration = CommandConfiguration(
    commandName: "compare",
    abstract: "Compare strategies (or devices) side by side, driven by the same keys.",
    usage: "formsim compare [<options>]",
    discussion: """
      Every pane is a simulator of its own, all on one clock: a key goes to every pane, \
      a click focuses that field in all of them. Under each pane, its verdict on the \
      focused field: visible with the gap to the keyboard, or hidden by how much. \
      Two panes or more, up to every strategy ('all'); the default is 'seeds': none, \
      the four seeds and reference. When the terminal is too small for all of them, as \
      many as fit are drawn and the rest are counted.

      Examples:
        formsim compare
        formsim compare --strategies none,reference --layout twelve
        formsim compare --devices iphone4,iphone-se,iphone-15 --strategy content-inset
      """)

  @Option(
    help: ArgumentHelp(
      "The strategies to compare, comma-separated; 'all' stands for every strategy, 'seeds'"
        + " for none, the four seeds and reference. Default: seeds.",
      valueName: "a,b,…"),
    transform: commaList(NameList.strategies + NameList.strategyWords))
  var strategies: [[String]] = []

  @Option(
    help: ArgumentHelp(
      "Compare these devices instead, under one strategy (--strategy, default reference).",
      valueName: "a,b,…"),
    transform: commaList(parsing: NameList.builtInDevice))
  var devices: [[String]] = []

  @Option(
    name: .customLong("strategy"),
    help: ArgumentHelp(
      "A strategy to compare; repeat for several. With --devices, the one strategy they run."
        + " Default: seeds (reference with --devices).", valueName: "name"),
    completion: Completions.strategyOrAll, transform: NameList.strategyOrAll)
  var strategyList: [String] = []

  @Option(
    name: .customLong("device"),
    help: ArgumentHelp(
      "A device to compare; repeat for several. Otherwise the one device the strategies run on."
        + " Default: iphone4 (for a storyboard, xib or dump, the device it was made on).",
      valueName: "name"),
    completion: Completions.device, transform: NameList.device)
  var deviceList: [String] = []

  @OptionGroup var interactive: InteractiveOptions
  @OptionGroup var form: FormOptions
  @OptionGroup var watching: WatchOptions

  /// The strategies named by `--strategies` and `--strategy`, in order, each once, with `all`
  /// and `seeds` spelled out.
  var strategyNames: [String] {
    NameList.expandingStrategyWords(strategies.flatMap { $0 } + strategyList)
  }
  /// The `--handler` files' strategy names: a pane each, after the strategies.
  var handlerNames: [String] { form.handlers.handler.map(HandlerRegistration.strategyName) }

  /// The panes' strategies: those named (`reference` when only handlers are), then the
  /// handlers; the six seeds when nothing is named.
  var comparedStrategies: [String] {
    if handlerNames.isEmpty {
      return strategyNames.isEmpty ? StrategyCatalog.compareDefault : strategyNames
    }
    let named = strategyNames.isEmpty ? ["reference"] : strategyNames
    return named + handlerNames.filter { !named.contains($0) }
  }

  /// The devices named by `--devices` and `--device`, in order, each once.
  var deviceNames: [String] { NameList.unique(devices.flatMap { $0 } + deviceList) }

  func validate() throws {
    try watching.check(layout: form.layout)
    if deviceNames.count >= 2 {
      guard strategyNames.count + handlerNames.count <= 1 else {
        throw ValidationError(
          "compare strategies or devices, not both: give one --strategy with --devices")
      }
      try Self.checkCount(deviceNames, noun: "devices")
    } else {
      try Self.checkCount(comparedStrategies, noun: "strategies")
    }
  }

  func run(console: inout some Console) throws {
    try interactive.refuseRecordingOver(
      form.inputFiles + deviceNames.map { InputFile(option: "--device", path: $0) },
      command: Self.name)
    var compare = try makeModel()
    try interactive.session.run(
      &compare, command: Self.name, console: &console, watch: watching.layoutWatch(for: form),
      values: { $0.values })
  }

  /// The comparison the arguments describe; throws `UserFileError` for a bad layout file.
  func makeModel() throws -> CompareModel {
    var settings = try form.settings()
    if deviceNames.count >= 2 {
      settings.strategy = strategyNames.first ?? handlerNames.first ?? "reference"
      return CompareModel(
        settings: settings, devices: try deviceNames.map(DeviceFile.profile),
        forcedScale: interactive.scale)
    }
    if let device = deviceNames.first { settings.device = try DeviceFile.profile(device) }
    return CompareModel(
      settings: settings, strategies: comparedStrategies, forcedScale: interactive.scale)
  }

  /// A transform for `a,b,c`: the names, trimmed, blanks dropped, each one of `names`; a list
  /// with no name at all (`,`) is a mistake, not a request for the default.
  private static func commaList(_ names: @autoclosure @escaping @Sendable () -> [String])
    -> @Sendable (String) throws -> [String]
  {
    commaList { try UnknownValue.check($0, among: names()) }
  }

  /// Names separated by commas, each read by `parse` (a device as people write it, too).
  private static func commaList(parsing parse: @escaping @Sendable (String) throws -> String)
    -> @Sendable (String) throws -> [String]
  {
    { text in
      let words = text.split(separator: ",")
        .map { $0.trimmingBlanks() }
        .filter { !$0.isEmpty }
      guard !words.isEmpty else { throw ValidationError("expected names separated by commas") }
      return try words.map(parse)
    }
  }

  private static func checkCount(_ names: [String], noun: String) throws {
    let range = CompareModel.paneCounts
    guard range.contains(names.count) else {
      throw ValidationError(
        "compare needs \(range.lowerBound) to \(range.upperBound) \(noun), got \(names.count)"
          + (names.isEmpty ? "" : " (\(names.joined(separator: ", ")))"))
    }
  }
}
