/// The root `formsim` command: the list of subcommands, `--version`, and `run` as the command
/// used when none is named (`formsim --layout twelve` opens the simulator).
///
/// To add a subcommand, write one file in `Commands/` and list its type here.
struct FormSim: ParsableCommand {
  static let version = "0.1.0"

  static let configuration = CommandConfiguration(
    commandName: "formsim",
    abstract: "See what an iOS form does when the keyboard comes up, strategy by strategy.",
    discussion: """
      Without a command, formsim opens the interactive simulator ('formsim run'). \
      'formsim help COMMAND' (or 'formsim COMMAND --help') explains a command.
      """,
    version: "formsim \(version)",
    subcommands: [
      RunCommand.self, DemoCommand.self, CompareCommand.self, SimulateCommand.self,
      SnapshotCommand.self, RecordCommand.self, CheckCommand.self, DevicesCommand.self,
      LayoutsCommand.self, StrategiesCommand.self,
    ],
    defaultSubcommand: RunCommand.self)
}
