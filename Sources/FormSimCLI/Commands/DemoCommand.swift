import FormSimApp
import FormSimCore
import FormSimRender

/// `formsim demo [STRATEGY|all]`: the interactive simulator playing a captioned tour by itself.
enum DemoCommand: FormSimCommand {
  static let spec = CommandSpec(
    name: "demo",
    summary: "Play a captioned tour of a strategy (or of all of them) in the simulator.",
    positionals: [
      PositionalSpec(
        "STRATEGY", help: "The strategy to tour, or 'all' for each in turn. Default: all.",
        isOptional: true)
    ],
    options: [
      .value(
        "hold", placeholder: "S",
        help: "Seconds to hold on each settled step before the next. Default: 2.")
    ] + ScriptOptions.specs + InteractiveOptions.specs
      + CommonOptions.specs.map { option in
        var option = option
        if option.name == "strategy" { option.help = "The strategy to tour (same as STRATEGY)." }
        return option
      },
    description: """
      Each tour focuses a high field, a low field, the next field, types, rotates there and
      back, and dismisses, on the 'long' form unless --layout says otherwise. A caption
      says what the strategy does at each step and what goes wrong. --script (or
      --script-file) replaces the tour's steps; the captions then show the steps.

      Any key takes control: the tour stops and the key works as in 'formsim run'.
      q or Esc quits while the tour plays; after a takeover, F10 quits.

      Examples:
        formsim demo content-inset
        formsim demo all --device iphone-se --hold 1
        formsim demo reference --script 'focus 9; rotate; rotate; dismiss'
      """)

  static func run(_ arguments: ParsedArguments, console: inout some Console) throws -> Int32 {
    let positional = try arguments.positionalChoice(
      "STRATEGY", from: StrategyCatalog.names + ["all"])
    let option = try arguments.choice("strategy")
    if let positional, let option, positional != option {
      throw UsageError(
        "give the strategy once: '\(positional)' or --strategy \(option)", command: spec.name)
    }
    let choice = positional ?? option ?? "all"
    let settings = try CommonOptions.settings(from: arguments, command: spec.name)
    let hold =
      try arguments.double("hold", range: .between(0, 60), unit: "seconds")
      ?? DemoTour.defaultHold
    let strategies = choice == "all" ? StrategyCatalog.names : [choice]
    let tours: [DemoTour]
    if let steps = try ScriptOptions.steps(
      from: arguments, fieldCount: Simulator(settings: settings).fieldCount, command: spec.name)
    {
      tours = strategies.map { DemoTour.scripted(steps, strategy: $0, hold: hold) }
    } else {
      tours = strategies.map { DemoTour.builtIn(strategy: $0, settings: settings, hold: hold) }
    }
    var demo = DemoModel(
      settings: settings, tours: tours, introductionHold: hold,
      forcedScale: try InteractiveOptions.scale(arguments))
    return try InteractiveOptions.runInTerminal(
      &demo, printValues: arguments.flag("print-values"), command: spec.name, console: &console,
      values: { $0.app.values })
  }
}
