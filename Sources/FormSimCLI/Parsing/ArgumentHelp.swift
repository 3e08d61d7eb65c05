/// What help says about one option, flag or argument: its sentence and the name of its value.
///
/// A string literal is a help text with no value name, so `@Flag(help: "Print JSON.")` reads as
/// it would in swift-argument-parser, whose declarations users of Swift tools already know.
package struct ArgumentHelp: ExpressibleByStringLiteral, Sendable {
  /// The sentence shown beside the option in `--help`.
  var abstract: String
  /// The placeholder for the value: `--device <name|file>`.
  var valueName: String?
  /// Whether `--help` and the completions show the option.
  var visibility: ArgumentVisibility

  package init(
    _ abstract: String = "", valueName: String? = nil, visibility: ArgumentVisibility = .shown
  ) {
    self.abstract = abstract
    self.valueName = valueName
    self.visibility = visibility
  }

  package init(stringLiteral value: String) {
    self.init(value)
  }
}

/// Whether an option appears in help and completions; a hidden one still parses.
package enum ArgumentVisibility: Sendable {
  case shown, hidden
}
