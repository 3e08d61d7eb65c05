import FormSimApp
import FormSimCore
import FormSimRender
import FormSimTerminal

/// `formsim` / `formsim run`: the interactive simulator.
enum RunCommand: FormSimCommand {
  static let spec = CommandSpec(
    name: "run",
    summary: "Open the interactive simulator.",
    usage: "formsim [run] [options]",
    options: InteractiveOptions.specs + CommonOptions.specs,
    description: """
      Keys: Tab/Shift-Tab or Down/Up move between fields, typing edits the focused field,
      Enter is return, Esc dismisses the keyboard, PgUp/PgDn and the mouse wheel scroll,
      a click focuses a field or taps outside. F1 help, F2 strategy, F3 device, F4 rotate,
      F5 predictive bar, F6 hardware keyboard, F7 slow motion, F8 pause, F9 step, F10 quit.
      """)

  static func run(_ arguments: ParsedArguments, console: inout some Console) throws -> Int32 {
    let settings = try CommonOptions.settings(from: arguments, command: spec.name)
    var app = AppModel(settings: settings, forcedScale: try InteractiveOptions.scale(arguments))
    return try InteractiveOptions.runInTerminal(
      &app, printValues: arguments.flag("print-values"), command: spec.name, console: &console)
  }
}

/// Options and plumbing shared by the commands that open the terminal.
enum InteractiveOptions {
  static let specs: [OptionSpec] = [
    .value(
      "scale", placeholder: "PT",
      help: "Points per terminal column (rows hold twice as many). Default: fit the terminal."),
    .flag("print-values", help: "On quit, print the form's values as JSON on stdout."),
  ]

  static func scale(_ arguments: ParsedArguments) throws -> Double? {
    try arguments.double("scale", range: .between(1, 100), unit: "points per column")
  }

  /// Runs `app` on the terminal; a missing terminal is a usage problem (status 2).
  static func runInTerminal<App: TerminalApp>(
    _ app: inout App, printValues: Bool, command: String, console: inout some Console,
    values: (App) -> [(label: String, text: String)] = { _ in [] }
  ) throws -> Int32 {
    do {
      try TerminalRunLoop.run(app: &app)
    } catch let error as TerminalError {
      throw CommandFailure("formsim \(command): \(error)")
    }
    if printValues {
      let object = JSONValue.object(values(app).map { ($0.label, .string($0.text)) })
      console.write(object.serialized() + "\n")
    }
    return 0
  }
}

extension InteractiveOptions {
  /// `runInTerminal` for the single-simulator app, printing its form's values.
  static func runInTerminal(
    _ app: inout AppModel, printValues: Bool, command: String, console: inout some Console
  ) throws -> Int32 {
    try runInTerminal(
      &app, printValues: printValues, command: command, console: &console, values: { $0.values })
  }
}
