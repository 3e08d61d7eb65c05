/// The declaration of one subcommand: what it is called, what it takes and how to explain it.
///
/// One value drives routing, parsing, error messages and `--help`, so adding an option is a
/// one-line change that cannot leave the help out of date.
public struct CommandSpec: Equatable, Sendable {
  /// The word that selects the command: `"simulate"`.
  public var name: String
  /// One line for the command list and the top of `--help`.
  public var summary: String
  /// The usage line without `Usage:`, e.g. `"formsim simulate [options] --script S"`. When `nil`
  /// the help builds one from the positionals.
  public var usage: String?
  public var positionals: [PositionalSpec]
  public var options: [OptionSpec]
  /// Longer text printed at the end of `--help`, as written: details and examples.
  public var description: String

  public init(
    name: String, summary: String, usage: String? = nil, positionals: [PositionalSpec] = [],
    options: [OptionSpec] = [], description: String = ""
  ) {
    self.name = name
    self.summary = summary
    self.usage = usage
    self.positionals = positionals
    self.options = options
    self.description = description
  }

  /// The option with this long name, if the command has one.
  public func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name }
  }

  /// The option with this one-letter alias, if the command has one.
  public func option(short: Character) -> OptionSpec? {
    options.first { $0.short == short }
  }

  /// The usage line to show: the declared one, or one built as
  /// `<program> <name> [options] POSITIONALS`.
  public func usageLine(program: String) -> String {
    if let usage { return usage }
    var parts = [program, name]
    if !options.isEmpty { parts.append("[options]") }
    parts += positionals.map(\.usageText)
    return parts.joined(separator: " ")
  }
}
