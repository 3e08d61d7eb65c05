/// One option, flag or positional argument as its wrapper declared it.
///
/// Everything the parser, the help writer, the completer and the man page know about an
/// argument is here; nothing about it is stated anywhere else.
package struct ArgumentDeclaration: Sendable {
  enum Kind: Sendable {
    /// `--name value`, `--name=value`.
    case option
    /// One or more switches that set the value without a word after them.
    case flag(FlagSwitches)
    /// A bare word, matched by position.
    case positional
  }

  /// How an option's value is read from the next word.
  package enum ValueParsing: Sendable {
    /// The next word, unless it looks like an option (`--out -` still takes `-`).
    case next
    /// The next word whatever it is, so `--at -1` reaches the range check.
    case unconditional
  }

  var kind: Kind
  /// The property's name, from which the long name comes (`hardwareKeyboard` →
  /// `--hardware-keyboard`); set once the declarations of a type are collected.
  var propertyName = ""
  /// The long name when it is not the property's.
  var customName: String?
  var help: ArgumentHelp
  var completion: CompletionKind
  var parsing: ValueParsing = .next
  /// Every occurrence is kept, in order (a `[T]` option).
  var repeats = false
  /// Leaving it out is a mistake (a non-optional without a default).
  var isRequired = false
  /// The words a closed set accepts, for help and completion.
  var choices: [String] = []
  /// Turns the typed word into the value; its error is shown after the argument's synopsis.
  var transform: @Sendable (String) throws -> any Sendable

  /// The long option name without dashes.
  var longName: String { customName ?? Self.kebabCase(propertyName) }

  /// The placeholder shown for the value: `<name|file>`.
  var valuePlaceholder: String { "<\(help.valueName ?? Self.kebabCase(propertyName))>" }

  /// How help, usage lines and errors name it: `--device <name|file>`, `--json`,
  /// `--predictive/--no-predictive`, `<layout>`.
  var synopsis: String {
    switch kind {
    case .option: return "--\(longName) \(valuePlaceholder)"
    case .positional: return valuePlaceholder
    case .flag(let switches):
      return switches.names(longName).map { "--" + $0 }.joined(separator: "/")
    }
  }

  var isShown: Bool { help.visibility == .shown }

  /// `hardwareKeyboard` → `hardware-keyboard`: a dash before each capital that starts a word.
  static func kebabCase(_ name: String) -> String {
    var result = ""
    let characters = Array(name)
    for (index, character) in characters.enumerated() {
      if character.isUppercase {
        let previousIsLower = index > 0 && !characters[index - 1].isUppercase
        let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
        if index > 0 && (previousIsLower || nextIsLower) { result.append("-") }
        result.append(contentsOf: character.lowercased())
      } else {
        result.append(character)
      }
    }
    return result
  }
}

/// The switches of a flag: one for a plain `Bool`, a pair for `--x/--no-x`, one per case of an
/// ``EnumerableFlag``. Each sets the flag to its value.
struct FlagSwitches: Sendable {
  enum Names: Sendable {
    /// `--name`.
    case plain
    /// `--name` and `--no-name`.
    case inverted
    /// The cases' own names, with their help.
    case cases([(name: String, help: String)])
  }

  var names: Names
  /// The value each switch sets, by the switch's position in ``names(_:)``.
  var values: [any Sendable]
  /// Two different switches of the flag on one command line are a mistake.
  var exclusive: Bool

  /// The switch names for a flag whose long name is `long`.
  func names(_ long: String) -> [String] {
    switch names {
    case .plain: return [long]
    case .inverted: return [long, "no-" + long]
    case .cases(let cases): return cases.map(\.name)
    }
  }
}
