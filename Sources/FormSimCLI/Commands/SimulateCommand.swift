import FormSimCore

/// `formsim simulate`: a headless run that prints the JSON Lines contract the README documents.
struct SimulateCommand: FormSimCommand {
  static let configuration = CommandConfiguration(
    commandName: "simulate",
    abstract: "Run a script headless and print JSON Lines (one 'settled' line per step).",
    usage: "formsim simulate [<options>] --script <s>",
    discussion: """
      Every step settles (time passes until nothing moves) before the next one starts.

      Exit status: 0 once the script has run; 2 on bad input, a --handler that stops at code \
      FormSim cannot run included (every line is printed first, then the stop on standard \
      error as FILE:LINE:COL: error: …). A handler's own crash is the app's: it is a line of the \
      output, and the status stays 0.

      Example:
        formsim simulate --layout twelve --script 'focus 7'
        {"event":"settled","step":"focus 7","t":0.3,"focused":7,...}
      """)

  @OptionGroup var script: ScriptOptions

  @Flag(help: "Also print every frame and every delegate call and notification.")
  var frames = false

  @OptionGroup var common: CommonOptions

  func validate() throws {
    guard script.isGiven else {
      throw ValidationError("missing required option --script <s> (or --script-file <file>)")
    }
  }

  func run(console: inout some Console) throws {
    let settings = try common.settings()
    let steps =
      try script.steps(fieldCount: settings.layout.fieldSpecs.count, command: Self.name) ?? []
    var simulator = Simulator(settings: settings)
    simulator.recordsEvents = frames
    simulator.run(steps) { observation, simulator in
      switch observation {
      case .events(let events):
        for event in events { console.write(event.json().serialized() + "\n") }
      case .frame:
        guard frames else { return }
        let report = StateReport(simulator, presentation: true)
        console.write(report.json(event: "frame").serialized() + "\n")
      case .settled(let step):
        let report = StateReport(simulator, presentation: false)
        console.write(report.json(event: "settled", step: step.text).serialized() + "\n")
      }
    }
    if HandlerStops.report(HandlerStops.stop(of: simulator.world), console: &console) {
      throw ExitCode(2)
    }
  }
}
