import FormSimCore

/// The `formsim` program: routes the arguments to a subcommand and turns every failure into a
/// clear message and an exit status.
public enum FormSimCommandLine {
  public static let version = "0.1.0"

  static var commands: [any FormSimCommand.Type] {
    [
      RunCommand.self, DemoCommand.self, CompareCommand.self, SimulateCommand.self,
      SnapshotCommand.self, CheckCommand.self, BenchCommand.self, DevicesCommand.self,
      LayoutsCommand.self, StrategiesCommand.self,
    ]
  }

  static let summary = """
    FormSim: see what an iOS form does when the keyboard comes up, strategy by strategy.
    """

  /// Runs `formsim` with `arguments` (without the program name); returns the exit status.
  public static func main(_ arguments: [String], console: inout some Console) -> Int32 {
    let router = SubcommandRouter(commands: commands.map { $0.spec }, defaultCommand: "run")
    let route: SubcommandRouter.Route
    do {
      route = try router.route(arguments)
    } catch {
      return fail(CommandFailure(error.description, hint: error.hint), console: &console)
    }
    switch route {
    case .version:
      console.write("formsim \(version)\n")
      return 0
    case .topLevelHelp:
      console.write(
        withNewline(
          HelpFormatter().topLevelHelp(summary: summary, commands: commands.map { $0.spec })))
      return 0
    case .help(let spec):
      console.write(withNewline(HelpFormatter().help(for: spec)))
      return 0
    case .command(let spec, let words):
      guard let command = commands.first(where: { $0.spec.name == spec.name }) else { return 2 }
      do {
        let parsed = try ArgumentParser.parse(words, for: spec)
        return try command.run(parsed, console: &console)
      } catch {
        return fail(CommandFailure.from(error, command: spec.name), console: &console)
      }
    }
  }

  /// Help text ends with a line break, so the shell prompt starts on a line of its own.
  private static func withNewline(_ text: String) -> String {
    text.hasSuffix("\n") ? text : text + "\n"
  }

  private static func fail(_ failure: CommandFailure, console: inout some Console) -> Int32 {
    console.writeError(failure.message + "\n")
    if let hint = failure.hint { console.writeError(hint + "\n") }
    return failure.status
  }
}
