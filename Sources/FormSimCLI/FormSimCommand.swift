/// A `formsim` subcommand: a `ParsableCommand` whose work writes to a ``Console``.
///
/// The console lets tests run a command in-process and read its output; the library's own
/// `run()` (used when something calls it directly) writes to the real standard streams. A failed
/// check throws `ExitCode(1)`; bad input throws `UserFileError`, `ScriptError` or
/// ``CommandFailure``, which ``FormSimCommandLine`` turns into a message and status 2.
package protocol FormSimCommand: ParsableCommand {
  func run(console: inout some Console) throws
}

extension FormSimCommand {
  /// The word that selects the command, for messages: `formsim simulate: …`.
  package static var name: String { configuration.commandName }

  package mutating func run() throws {
    var console = StandardConsole()
    try run(console: &console)
  }
}
