/// A whole command line: which command it names, or what the root itself is asked for.
///
/// `help [COMMAND]`, a subcommand's word, `--version`, `--help`, the completion and manual
/// requests, and otherwise the default subcommand with every word.
struct RootDispatch {
  var root: any ParsableCommand.Type

  func parse(_ arguments: [String]) throws -> any ParsableCommand {
    let configuration = root.configuration
    let options = arguments.prefix { $0 != "--" }
    if arguments.first == Completer.request {
      let words = arguments.dropFirst().drop { $0 == "--" }
      throw CommandLineExit(
        kind: .output(Completer(root: root).candidates(for: Array(words)).joined(separator: "\n")),
        path: [root])
    }
    if arguments.first == "help", !configuration.subcommands.isEmpty {
      var path: [any ParsableCommand.Type] = [root]
      // `help help` is the help of the program, which is what `help` gives.
      for word in arguments.dropFirst() where word != "help" || path.count > 1 {
        guard let command = subcommand(named: word, of: path.last!) else {
          throw CommandLineExit.usage("unknown command '\(word)'", path)
        }
        path.append(command)
      }
      throw CommandLineExit(kind: .help, path: path)
    }
    if let first = arguments.first, let command = subcommand(named: first, of: root) {
      return try ArgumentScanner.parseCommand(
        command, Array(arguments.dropFirst()), path: [root, command])
    }
    if !configuration.version.isEmpty, options.contains("--version") {
      throw CommandLineExit(kind: .version, path: [root])
    }
    if let request = try GeneratedText.requested(in: Array(options), root: root) {
      throw CommandLineExit(kind: .output(request), path: [root])
    }
    let asksForHelp = options.contains("--help") || options.contains("-h")
    guard let command = configuration.defaultSubcommand, !(asksForHelp && options.count == 1)
    else {
      return try ArgumentScanner.parseCommand(root, arguments, path: [root])
    }
    return try ArgumentScanner.parseCommand(command, arguments, path: [root, command])
  }

  private func subcommand(
    named word: String, of command: any ParsableCommand.Type
  ) -> (any ParsableCommand.Type)? {
    command.configuration.subcommands.first { $0.configuration.commandName == word }
  }
}
