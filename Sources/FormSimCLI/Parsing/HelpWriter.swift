#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--help` for a command: overview, usage, arguments, options and subcommands, in the layout
/// users of Swift command-line tools know (labels in a 26-column margin, text wrapped to the
/// terminal).
struct HelpWriter {
  /// Where help text starts on a line: labels shorter than this are padded to it.
  static let labelColumn = 26

  /// The command stack: the root first, the command described last.
  var path: [any ParsableCommand.Type]
  /// The width to wrap to; the terminal's, or 80 when standard output is not one.
  var width = Self.standardOutputWidth()

  private var command: any ParsableCommand.Type { path.last! }

  /// `formsim simulate`.
  var toolName: String { path.map { $0.configuration.commandName }.joined(separator: " ") }

  /// The usage line: the command's own, or one made from its declaration.
  var usageLine: String {
    if let usage = command.configuration.usage {
      return usage.trimmingTrailingNewlines()
    }
    var line = UsageLine(toolName: toolName, declaration: CommandDeclaration(command)).text
    if !command.configuration.subcommands.isEmpty { line += " <subcommand>" }
    return line
  }

  func text() -> String {
    let configuration = command.configuration
    var overview = configuration.abstract
    if !configuration.discussion.isEmpty {
      overview += (overview.isEmpty ? "" : "\n") + "\n" + configuration.discussion
    }
    let declaration = CommandDeclaration(command)
    var arguments: [Row] = []
    var options: [Row] = []
    for argument in declaration.arguments where argument.isShown {
      if case .positional = argument.kind {
        arguments += Self.rows(of: argument)
      } else {
        options += Self.rows(of: argument)
      }
    }
    if path.contains(where: { !$0.configuration.version.isEmpty }) {
      options.append(Row("--version", "Show the version."))
    }
    options.append(Row("-h, --help", "Show help information."))
    let subcommands = configuration.subcommands.map { subcommand in
      let name = subcommand.configuration.commandName
      let isDefault =
        configuration.defaultSubcommand.map { ObjectIdentifier($0) == ObjectIdentifier(subcommand) }
        ?? false
      return Row(name + (isDefault ? " (default)" : ""), subcommand.configuration.abstract)
    }
    let sections = [("ARGUMENTS", arguments), ("OPTIONS", options), ("SUBCOMMANDS", subcommands)]
      .filter { !$0.1.isEmpty }
      .map { title, rows in "\(title):\n" + rows.map { render($0) }.joined() }
    var text = overview.isEmpty ? "" : "OVERVIEW: \(overview)".wrapped(to: width) + "\n\n"
    text += "USAGE: \(usageLine)\n\n" + sections.joined(separator: "\n")
    if !subcommands.isEmpty {
      text += "\n  See '\(path[0].configuration.commandName) help <subcommand>' for detailed help."
    }
    return text
  }

  /// One label and its text.
  struct Row {
    var label: String
    var text: String

    init(_ label: String, _ text: String) {
      self.label = label
      self.text = text
    }
  }

  /// The rows an argument takes in help and the man page: one, or one per case of an
  /// ``EnumerableFlag`` with that case's own help.
  static func rows(of argument: ArgumentDeclaration) -> [Row] {
    if case .flag(let switches) = argument.kind, case .cases(let cases) = switches.names {
      return cases.map { Row("--" + $0.name, $0.help) }
    }
    return [Row(argument.synopsis, abstract(of: argument))]
  }

  /// The help sentence, with a closed set's values after it.
  static func abstract(of argument: ArgumentDeclaration) -> String {
    guard !argument.choices.isEmpty else { return argument.help.abstract }
    return argument.help.abstract + " (values: \(argument.choices.joined(separator: ", ")))"
  }

  /// `  label` then the text from the label column, or on the next line when the label
  /// reaches it.
  private func render(_ row: Row) -> String {
    let label = "  " + row.label
    guard !row.text.isEmpty else { return label + "\n" }
    let text = row.text.wrapped(to: width, indent: Self.labelColumn)
    if label.count < Self.labelColumn {
      return label + text.dropFirst(label.count) + "\n"
    }
    return label + "\n" + text + "\n"
  }

  /// The columns of the terminal on standard output, or 80.
  static func standardOutputWidth() -> Int {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
    return Int(size.ws_col)
  }
}

extension String {
  fileprivate func trimmingTrailingNewlines() -> String {
    var text = self
    while text.hasSuffix("\n") { text.removeLast() }
    return text
  }
}
