import FormSimCore

/// The `formsim` program: parses the arguments (``RootDispatch``), runs the command and turns
/// every way it can end into a message and an exit status.
///
/// Status 0 on success (help, version and completion output included), 1 for a failed check
/// (a command's `ExitCode(1)`), 2 for anything the user must fix — mistakes in the arguments
/// and bad layouts, scripts or files.
public enum FormSimCommandLine {
  public static var version: String { FormSim.version }

  /// What `formsim bench` answers: the benchmark is a maintainer's tool, built apart from the
  /// program users install.
  static let benchIsApart =
    "formsim bench: the benchmark is a program of its own: swift run -c release formsim-bench"

  /// Runs `formsim` with `arguments` (without the program name); returns the exit status.
  public static func main(_ arguments: [String], console: inout some Console) -> Int32 {
    if arguments.isEmpty {
      // The quick start, `formsim`, opens the simulator with every default, without building
      // the declarations of every option group (ARCHITECTURE, "Start-up"). `ParsingTests`
      // checks that parsing no arguments gives these defaults, and an end-to-end test that both
      // screens are the same.
      return execute(RunCommand.name, console: &console) { console in
        try RunCommand.open(
          settings: SimulationSettings(), session: TerminalSession(), watch: nil,
          console: &console)
      }
    }
    if arguments.first == "bench" {
      console.writeError(benchIsApart + "\n")
      return CommandFailure.usageStatus
    }
    do {
      try checkCommandWord(arguments)
    } catch {
      return report(error, root: FormSim.self, console: &console)
    }
    return main(root: FormSim.self, arguments, console: &console)
  }

  /// Runs the program whose root command is `root` with `arguments`; returns the exit status.
  /// `formsim` is one such program, and `formsim-bench` another.
  package static func main(
    root: (some ParsableCommand).Type, _ arguments: [String], console: inout some Console
  ) -> Int32 {
    let parsed: any ParsableCommand
    do {
      parsed = try root.parseAsRoot(arguments)
    } catch {
      return report(error, root: root, console: &console)
    }
    guard let command = parsed as? any FormSimCommand else {
      return report(
        ValidationError("'\(arguments[0])' is not a command"), root: root, console: &console)
    }
    return execute(type(of: command).name, console: &console) { console in
      try command.run(console: &console)
    }
  }

  /// Runs a command's work and turns how it ends into a status: 0, the status of an
  /// `ExitCode` it threw (1 for a failed check), or a ``CommandFailure``'s message and status.
  private static func execute<C: Console>(
    _ command: String, console: inout C, _ work: (inout C) throws -> Void
  ) -> Int32 {
    do {
      try work(&console)
      return 0
    } catch let code as ExitCode {
      return code.rawValue
    } catch {
      let failure = CommandFailure.from(error, command: command)
      // Messages quote what the user gave (file names, labels, script steps): nothing in them
      // may reach the terminal as a control character.
      console.writeError(failure.message.escapingControlCharacters(keepingLineBreaks: true) + "\n")
      return failure.status
    }
  }

  /// Prints what parsing ended with (help, a version, a completion script, or a mistake with
  /// the usage line) where it belongs, and returns the status for it.
  private static func report(
    _ error: any Error, root: (some ParsableCommand).Type, console: inout some Console
  ) -> Int32 {
    let message = root.fullMessage(for: error)
    let code = root.exitCode(for: error)
    if code == .success {
      if !message.isEmpty { console.write(withNewline(message)) }
      return 0
    }
    if !message.isEmpty {
      console.writeError(withNewline(message.escapingControlCharacters(keepingLineBreaks: true)))
    }
    return code.rawValue
  }

  /// `formsim simulat`: with a default subcommand the word would be taken as an argument of
  /// `run`, and the answer only "Unexpected argument". Name the word as a command, with a guess.
  private static func checkCommandWord(_ arguments: [String]) throws {
    let names = FormSim.configuration.subcommands.map { $0.configuration.commandName }
    var words = arguments.prefix(2)
    if words.first == "help" { words.removeFirst() } else { words = words.prefix(1) }
    guard let word = words.first, !word.hasPrefix("-"), !names.contains(word), word != "help"
    else { return }
    var message = "unknown command '\(word)'"
    if let guess = Suggestion.closest(to: word, among: names) {
      message += " — did you mean '\(guess)'?"
    } else {
      message += " (commands: \(names.joined(separator: ", ")))"
    }
    throw ValidationError(message)
  }

  /// Output ends with a line break, so the shell prompt starts on a line of its own.
  private static func withNewline(_ text: String) -> String {
    text.hasSuffix("\n") ? text : text + "\n"
  }
}
