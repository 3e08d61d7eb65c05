/// A group of options declared with `@Option`, `@Flag`, `@Argument` and `@OptionGroup`.
///
/// The declarations are the only statement of a group's arguments: parsing, help, completion
/// and the man page are all read from them (see ``CommandDeclaration``). `validate()` checks
/// what no single option can, after every value is in place.
package protocol ParsableArguments: SendableMetatype {
  init()
  /// Throws a ``ValidationError`` for a combination of values that makes no sense.
  func validate() throws
}

extension ParsableArguments {
  package func validate() throws {}
}

/// A command: a group of arguments with a name and help of its own.
package protocol ParsableCommand: ParsableArguments {
  static var configuration: CommandConfiguration { get }
}

extension ParsableCommand {
  /// Parses `arguments` (without the command's own word) into this command and validates it.
  /// `--help` throws the help as a ``CommandLineExit``; a mistake throws one with the message.
  package static func parse(_ arguments: [String]) throws -> Self {
    try ArgumentScanner.parse(Self.self, arguments, path: [Self.self])
  }

  /// Parses a whole command line: the subcommand it names (or the default one), `help`,
  /// `--help`, `--version` and the completion requests.
  package static func parseAsRoot(_ arguments: [String]) throws -> any ParsableCommand {
    try RootDispatch(root: Self.self).parse(arguments)
  }

  /// What to print for an error `parse` or `parseAsRoot` threw: help, a version, or the
  /// message with the usage line.
  package static func fullMessage(for error: any Error) -> String {
    CommandLineExit.from(error, command: Self.self).fullMessage
  }

  /// The status for an error `parse` or `parseAsRoot` threw: 0 for help and versions, 2 for
  /// mistakes, and a command's own ``ExitCode``.
  package static func exitCode(for error: any Error) -> ExitCode {
    CommandLineExit.from(error, command: Self.self).exitCode
  }
}
