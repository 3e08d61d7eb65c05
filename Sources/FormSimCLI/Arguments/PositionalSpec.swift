/// The declaration of one positional argument of a command, such as `LAYOUT` in
/// `formsim check LAYOUT`.
///
/// Kept as data beside the options so the parser can count arguments and the help can list them.
public struct PositionalSpec: Equatable, Sendable {
  /// The name shown in usage, help and errors, by convention in capitals: `"LAYOUT"`.
  public var name: String
  public var help: String
  /// Whether the argument may be left out. Optional arguments must come after required ones.
  public var isOptional: Bool
  /// Whether the argument takes all remaining words. Only the last positional may be variadic.
  public var isVariadic: Bool

  public init(_ name: String, help: String, isOptional: Bool = false, isVariadic: Bool = false) {
    self.name = name
    self.help = help
    self.isOptional = isOptional
    self.isVariadic = isVariadic
  }

  /// How the argument appears in a usage line: `LAYOUT`, `[STRATEGY]`, `FILE...`.
  public var usageText: String {
    let base = isVariadic ? "\(name)..." : name
    return isOptional ? "[\(base)]" : base
  }
}
