import FormSimCore

/// Picks the subcommand from the first word of the command line and spots the top-level
/// `--help`, `-h` and `--version`.
///
/// `formsim` alone, or followed by an option, means the default command (`run`), so the most
/// common use needs no command word.
public struct SubcommandRouter: Sendable {
  /// What the program should do.
  public enum Route: Equatable, Sendable {
    /// Run `command` with these words (the command word removed); parse them with
    /// ``ArgumentParser``.
    case command(CommandSpec, arguments: [String])
    /// Show the help of a command named on the command line.
    case help(CommandSpec)
    /// Show the program's help: `--help` without a command word.
    case topLevelHelp
    /// Show the version.
    case version
  }

  public var commands: [CommandSpec]
  /// The command used when the first word is an option or there is none; it must be in
  /// ``commands``.
  public var defaultCommand: String
  public var program: String

  public init(commands: [CommandSpec], defaultCommand: String = "run", program: String = "formsim")
  {
    self.commands = commands
    self.defaultCommand = defaultCommand
    self.program = program
  }

  /// Decides what to do with `argv` (without the program name). `--help`, `-h` and `--version`
  /// count anywhere before a `--`; help wins over version.
  public func route(_ argv: [String]) throws(UsageError) -> Route {
    let command: CommandSpec
    let isExplicit: Bool
    if let first = argv.first, !first.hasPrefix("-") {
      guard let found = commands.first(where: { $0.name == first }) else {
        throw unknownCommand(first)
      }
      command = found
      isExplicit = true
    } else {
      guard let found = commands.first(where: { $0.name == defaultCommand }) else {
        preconditionFailure("default command \(defaultCommand) is not among the commands")
      }
      command = found
      isExplicit = false
    }

    let beforeEnd = argv.prefix { $0 != "--" }
    if beforeEnd.contains("--help") || beforeEnd.contains("-h") {
      return isExplicit ? .help(command) : .topLevelHelp
    }
    if beforeEnd.contains("--version") { return .version }
    return .command(command, arguments: isExplicit ? Array(argv.dropFirst()) : argv)
  }

  private func unknownCommand(_ word: String) -> UsageError {
    let names = commands.map(\.name)
    var message = "unknown command '\(word)'"
    if let guess = Suggestion.closest(to: word, among: names) {
      message += " — did you mean '\(guess)'?"
    } else {
      message += " (commands: \(names.joined(separator: ", ")))"
    }
    return UsageError(message, command: nil, program: program)
  }
}
