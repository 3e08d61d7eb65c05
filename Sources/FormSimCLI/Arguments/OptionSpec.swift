/// The declaration of one command-line option.
///
/// Commands describe their options as data rather than code so that parsing, validation,
/// did-you-mean suggestions and `--help` all come from one table and cannot drift apart.
public struct OptionSpec: Equatable, Sendable {
  /// Whether an option stands alone or takes a value.
  public enum Kind: Equatable, Sendable {
    /// Present or absent, e.g. `--landscape`.
    case flag
    /// Followed by a value, e.g. `--device NAME`; the placeholder names it in help and errors.
    case value(placeholder: String)
  }

  /// The long name without dashes: `"device"` for `--device`.
  public var name: String
  /// An optional one-letter alias without the dash: `"d"` for `-d`.
  public var short: Character?
  public var kind: Kind
  /// Whether the option may be given more than once; otherwise a second use is an error, because
  /// silently letting the last one win hides typos in long command lines.
  public var repeatable: Bool
  /// One sentence or two for `--help`.
  public var help: String
  /// The values the option accepts, when it is a choice among names. The parser rejects anything
  /// else with a did-you-mean, and help lists them.
  public var allowedValues: [String]?

  public init(
    _ name: String, short: Character? = nil, kind: Kind, repeatable: Bool = false,
    help: String, allowedValues: [String]? = nil
  ) {
    self.name = name
    self.short = short
    self.kind = kind
    self.repeatable = repeatable
    self.help = help
    self.allowedValues = allowedValues
  }

  /// Declares an option that stands alone, e.g. `--landscape`.
  public static func flag(
    _ name: String, short: Character? = nil, repeatable: Bool = false, help: String
  ) -> OptionSpec {
    OptionSpec(name, short: short, kind: .flag, repeatable: repeatable, help: help)
  }

  /// Declares an option that takes a value, e.g. `--device NAME`.
  public static func value(
    _ name: String, short: Character? = nil, placeholder: String, repeatable: Bool = false,
    help: String, allowedValues: [String]? = nil
  ) -> OptionSpec {
    OptionSpec(
      name, short: short, kind: .value(placeholder: placeholder), repeatable: repeatable,
      help: help, allowedValues: allowedValues)
  }

  /// `--name`, the spelling used in every message about this option.
  public var displayName: String { "--\(name)" }

  /// The value's placeholder, or `nil` for a flag.
  public var placeholder: String? {
    if case .value(let placeholder) = kind { return placeholder }
    return nil
  }
}
