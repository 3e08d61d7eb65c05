/// What a command says about itself: the word that selects it, its help texts, and for the
/// root command the version, the subcommands and the one used when none is named.
package struct CommandConfiguration: Sendable {
  /// The word users type: `simulate`.
  var commandName: String
  /// One line for the list of subcommands and the top of `--help`.
  var abstract: String
  /// A usage line written by hand, for commands whose options are best summarised; otherwise
  /// the line is made from the declaration.
  var usage: String?
  /// Paragraphs after the abstract in `--help`; lines that start with spaces keep them.
  var discussion: String
  /// What `--version` prints; empty for subcommands.
  var version: String
  var subcommands: [any ParsableCommand.Type]
  var defaultSubcommand: (any ParsableCommand.Type)?

  package init(
    commandName: String, abstract: String = "", usage: String? = nil, discussion: String = "",
    version: String = "", subcommands: [any ParsableCommand.Type] = [],
    defaultSubcommand: (any ParsableCommand.Type)? = nil
  ) {
    self.commandName = commandName
    self.abstract = abstract
    self.usage = usage
    self.discussion = discussion
    self.version = version
    self.subcommands = subcommands
    self.defaultSubcommand = defaultSubcommand
  }
}
