import FormSimApp
import FormSimCore

/// `formsim demo [STRATEGY|all|seeds]`: the interactive simulator playing a captioned tour by itself.
struct DemoCommand: FormSimCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Play a captioned tour of a strategy (or of all of them) in the simulator.",
    discussion: """
      Each tour focuses a high field, a low field, the next field, types, rotates there and \
      back, and dismisses, on the 'long' form unless --layout says otherwise. A caption \
      says what the strategy does at each step and what goes wrong. --script (or \
      --script-file) replaces the tour's steps; the captions then show the steps. \
      --strategy NAME is the same as STRATEGY.

      Any key takes control: the tour stops and the key works as in 'formsim run'. \
      q or Esc quits while the tour plays; after a takeover, F10 quits.

      Examples:
        formsim demo content-inset
        formsim demo all --device iphone-se --hold 1
        formsim demo reference --script 'focus 9; rotate; rotate; dismiss'
      """)

  @Argument(
    help: ArgumentHelp(
      "The strategy to tour; 'all' for each in turn, 'seeds' for none, the four seeds and"
        + " reference. Default: all.", valueName: "strategy"),
    completion: Completions.strategyOrAll, transform: NameList.strategyOrAll)
  var strategy: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Seconds to hold on each settled step before the next. Default: 2.", valueName: "s"))
  var hold: Double?

  @OptionGroup var script: ScriptOptions
  @OptionGroup var interactive: InteractiveOptions
  @OptionGroup var common: CommonOptions

  func validate() throws {
    if let strategy, let option = common.strategy, strategy != option {
      throw ValidationError("give the strategy once: '\(strategy)' or --strategy \(option)")
    }
    try NumberRange.between(0, 60).check(hold, option: "hold", unit: "seconds")
  }

  /// The strategies toured, in turn: the one named, or those `all` (the default) or `seeds`
  /// stands for.
  var strategyNames: [String] {
    NameList.expandingStrategyWords([strategy ?? common.strategy ?? "all"])
  }

  func run(console: inout some Console) throws {
    try interactive.refuseRecordingOver(
      common.inputFiles + script.inputFiles, command: Self.name)
    let settings = try common.settings()
    // With --handler the tour is the handlers', unless a strategy is named as well.
    let strategies =
      settings.handlers.isEmpty || strategy != nil ? strategyNames : settings.handlers
    let hold = self.hold ?? DemoTour.defaultHold
    let tours: [DemoTour]
    if let steps = try script.steps(
      fieldCount: Simulator(settings: settings).fieldCount, command: Self.name)
    {
      tours = strategies.map { DemoTour.scripted(steps, strategy: $0, hold: hold) }
    } else {
      tours = strategies.map { DemoTour.builtIn(strategy: $0, settings: settings, hold: hold) }
    }
    var demo = DemoModel(
      settings: settings, tours: tours, introductionHold: hold, forcedScale: interactive.scale)
    try interactive.session.run(
      &demo, command: Self.name, console: &console, values: { $0.app.values })
  }
}
