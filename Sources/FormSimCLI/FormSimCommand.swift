/// One subcommand: its declaration (for parsing and `--help`) and what it does.
protocol FormSimCommand {
  static var spec: CommandSpec { get }
  /// Runs the command; returns the exit status. Throws `UsageError`, `LayoutError`,
  /// `ScriptError` or `CommandFailure` for bad input, which the entry point turns into status 2.
  static func run(_ arguments: ParsedArguments, console: inout some Console) throws -> Int32
}
