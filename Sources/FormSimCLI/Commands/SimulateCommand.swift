import FormSimCore

/// `formsim simulate`: a headless run that prints the JSON Lines contract of SPEC §3.1.
enum SimulateCommand: FormSimCommand {
  static let spec = CommandSpec(
    name: "simulate",
    summary: "Run a script headless and print JSON Lines (one 'settled' line per step).",
    usage: "formsim simulate [options] --script S",
    options: ScriptOptions.specs + [
      .flag("frames", help: "Also print every frame and every delegate call and notification.")
    ] + CommonOptions.specs,
    description: """
      Every step settles (time passes until nothing moves) before the next one starts.
      Example:
        formsim simulate --layout twelve --script 'focus 7'
        {"event":"settled","step":"focus 7","t":0.3,"focused":7,...}
      """)

  static func run(_ arguments: ParsedArguments, console: inout some Console) throws -> Int32 {
    let settings = try CommonOptions.settings(from: arguments, command: spec.name)
    guard
      let steps = try ScriptOptions.steps(
        from: arguments, fieldCount: settings.layout.fieldSpecs.count, command: spec.name)
    else {
      throw UsageError(
        "missing required option --script S (or --script-file FILE)", command: spec.name)
    }
    let frames = arguments.flag("frames")
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
    return 0
  }
}
