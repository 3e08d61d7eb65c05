/// Renders `--help` text: for one command, and for the program as a whole.
///
/// Built from the same ``CommandSpec``s the parser uses, so help cannot fall out of date. Names
/// and their explanations sit in two aligned columns; explanations wrap at ``width`` so the
/// text reads well in an 80-column terminal.
public struct HelpFormatter: Sendable {
  public var program: String
  /// The column at which explanations wrap.
  public var width: Int
  /// The widest name column; longer names put their explanation on the next line.
  public var maximumNameWidth: Int

  public init(program: String = "formsim", width: Int = 80, maximumNameWidth: Int = 24) {
    self.program = program
    self.width = width
    self.maximumNameWidth = maximumNameWidth
  }

  /// The help of one command: usage, summary, arguments, options (with `--help` added), and the
  /// command's description as written.
  public func help(for command: CommandSpec) -> String {
    let arguments = command.positionals.map { positional in
      (positional.isVariadic ? "\(positional.name)..." : positional.name, positional.help)
    }
    let options = command.options.map { (optionName($0), optionHelp($0)) } + [helpRow]
    let column = nameColumn(for: arguments + options)

    var sections = [
      "Usage: \(command.usageLine(program: program))",
      wrap(command.summary, indent: 0),
    ]
    if !arguments.isEmpty {
      sections.append("Arguments:\n" + table(arguments, column: column))
    }
    sections.append("Options:\n" + table(options, column: column))
    if !command.description.isEmpty {
      sections.append(command.description)
    }
    return sections.joined(separator: "\n\n")
  }

  /// The program's help: usage, summary, the commands with their summaries, and the options
  /// that work before any command.
  public func topLevelHelp(
    summary: String, commands: [CommandSpec], defaultCommand: String = "run"
  ) -> String {
    let commandRows = commands.map { command in
      (command.name, command.summary + (command.name == defaultCommand ? " (default)" : ""))
    }
    let options = [helpRow, ("    --version", "Print the version and exit.")]
    let column = nameColumn(for: commandRows + options)
    return [
      "Usage: \(program) [COMMAND] [options]",
      wrap(summary, indent: 0),
      "Commands:\n" + table(commandRows, column: column),
      "Options:\n" + table(options, column: column),
      "Run '\(program) COMMAND --help' for the arguments and options of a command.",
    ].joined(separator: "\n\n")
  }

  private var helpRow: (String, String) { ("-h, --help", "Show this help and exit.") }

  private func optionName(_ option: OptionSpec) -> String {
    let short = option.short.map { "-\($0), " } ?? "    "
    let value = option.placeholder.map { " \($0)" } ?? ""
    return "\(short)\(option.displayName)\(value)"
  }

  private func optionHelp(_ option: OptionSpec) -> String {
    var text = option.help
    if let allowed = option.allowedValues, !allowed.isEmpty {
      text += " One of: \(allowed.joined(separator: ", "))."
    }
    if option.repeatable { text += " May be repeated." }
    return text
  }

  /// Where explanations start: after the widest name that fits, two spaces of indent and two
  /// of gap.
  private func nameColumn(for rows: [(String, String)]) -> Int {
    let widest = rows.map(\.0.count).filter { $0 <= maximumNameWidth }.max() ?? maximumNameWidth
    return 2 + widest + 2
  }

  private func table(_ rows: [(String, String)], column: Int) -> String {
    rows.map { name, help in
      let lead = "  " + name
      if help.isEmpty { return lead }
      let body = wrap(help, indent: column)
      if lead.count + 2 <= column {
        let padding = String(repeating: " ", count: column - lead.count)
        return lead + padding + body.dropFirst(column)
      }
      return lead + "\n" + body
    }.joined(separator: "\n")
  }

  /// Words of `text` in lines no wider than ``width``, each indented by `indent` spaces.
  /// Line breaks in `text` are kept; a word too long for a line gets a line of its own.
  private func wrap(_ text: String, indent: Int) -> String {
    let margin = String(repeating: " ", count: indent)
    let available = max(1, width - indent)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        if line.isEmpty {
          line = String(word)
        } else if line.count + 1 + word.count <= available {
          line += " " + word
        } else {
          lines.append(line)
          line = String(word)
        }
      }
      lines.append(line)
    }
    return lines.map { $0.isEmpty ? "" : margin + $0 }.joined(separator: "\n")
  }
}
