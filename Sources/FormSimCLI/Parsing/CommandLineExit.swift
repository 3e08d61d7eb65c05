/// How parsing ends without a command to run: help, a version, generated text (a completion
/// script, candidates, the man page), or a mistake with its message.
///
/// `path` is the command stack it concerns (`formsim`, `formsim simulate`), for the usage line
/// and the help it points to.
struct CommandLineExit: Error {
  enum Kind {
    case help
    case version
    case output(String)
    case usage(String)
    case status(ExitCode)
  }

  var kind: Kind
  var path: [any ParsableCommand.Type]

  static func usage(_ message: String, _ path: [any ParsableCommand.Type]) -> CommandLineExit {
    CommandLineExit(kind: .usage(message), path: path)
  }

  /// `error` as an exit of `command`: itself when it already is one, a status for an
  /// ``ExitCode``, and any other error as a mistake whose message is its description.
  static func from(_ error: any Error, command: any ParsableCommand.Type) -> CommandLineExit {
    switch error {
    case let exit as CommandLineExit: return exit
    case let code as ExitCode: return CommandLineExit(kind: .status(code), path: [command])
    default: return .usage(String(describing: error), [command])
    }
  }

  /// The text to print: on standard output for help, versions and generated text, on standard
  /// error for a mistake (`Error: …`, the usage line, where to read more).
  var fullMessage: String {
    switch kind {
    case .help: return HelpWriter(path: path).text()
    case .version: return path.first?.configuration.version ?? ""
    case .output(let text): return text
    case .status: return ""
    case .usage(let message):
      let writer = HelpWriter(path: path)
      return "Error: \(message)\n"
        + "Usage: \(writer.usageLine)\n"
        + "  See '\(writer.toolName) --help' for more information."
    }
  }

  var exitCode: ExitCode {
    switch kind {
    case .help, .version, .output: return .success
    case .usage: return .usage
    case .status(let code): return code
    }
  }
}
