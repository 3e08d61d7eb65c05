import FormSimCore

/// What the user gave a command, sorted by option, with typed accessors that validate.
///
/// The accessors throw ``UsageError``s that name the option, say what was expected and quote
/// what was given, so each subcommand gets precise messages without writing any. Asking for an
/// option the command never declared is a programming error and stops the program.
public struct ParsedArguments: Equatable, Sendable {
  /// The command these arguments were parsed for.
  public var command: CommandSpec
  /// Long names of the flags that were given.
  public var flags: Set<String>
  /// Every value of each option given, by long name, in command-line order.
  public var values: [String: [String]]
  /// The positional arguments, in order.
  public var positionals: [String]

  public init(
    command: CommandSpec, flags: Set<String> = [], values: [String: [String]] = [:],
    positionals: [String] = []
  ) {
    self.command = command
    self.flags = flags
    self.values = values
    self.positionals = positionals
  }

  /// Whether the flag was given.
  public func flag(_ name: String) -> Bool {
    _ = declared(name)
    return flags.contains(name)
  }

  /// The option's value, or `nil` when it was not given. For a repeatable option, the last one.
  public func string(_ name: String) -> String? {
    strings(name).last
  }

  /// Every value of the option, in order; empty when it was not given.
  public func strings(_ name: String) -> [String] {
    _ = declared(name)
    return values[name] ?? []
  }

  /// The value of an option the command cannot run without.
  public func requiredString(_ name: String) throws(UsageError) -> String {
    guard let value = string(name) else {
      let option = declared(name)
      let placeholder = option.placeholder.map { " \($0)" } ?? ""
      throw error("missing required option \(option.displayName)\(placeholder)")
    }
    return value
  }

  /// The option's value as a finite number in `range`, or `nil` when it was not given.
  ///
  /// `unit` completes the message: `--duration: expected a number of seconds > 0, got 'abc'`.
  public func double(
    _ name: String, range: NumberRange = .any, unit: String? = nil
  ) throws(UsageError) -> Double? {
    guard let text = string(name) else { return nil }
    guard let value = Double(text), range.contains(value) else {
      throw numberError(name, noun: "a number", unit: unit, range: range, got: text)
    }
    return value
  }

  /// The option's value as a whole number in `range`, or `nil` when it was not given.
  public func int(
    _ name: String, range: NumberRange = .any, unit: String? = nil
  ) throws(UsageError) -> Int? {
    guard let text = string(name) else { return nil }
    guard let value = Int(text), range.contains(Double(value)) else {
      throw numberError(name, noun: "a whole number", unit: unit, range: range, got: text)
    }
    return value
  }

  /// The option's value, which must be one of `allowed` (by default the option's declared
  /// `allowedValues`), or `nil` when it was not given.
  public func choice(_ name: String, from allowed: [String]? = nil) throws(UsageError) -> String? {
    let option = declared(name)
    guard let value = string(name) else { return nil }
    return try Self.check(
      value, noun: option.name, allowed: allowed ?? option.allowedValues ?? [],
      command: command.name)
  }

  /// The positional argument declared as `name`, or `nil` when it was left out. For a variadic
  /// argument, its first word.
  public func positional(_ name: String) -> String? {
    positionals(name).first
  }

  /// Every word given for the positional argument declared as `name`.
  public func positionals(_ name: String) -> [String] {
    guard let index = command.positionals.firstIndex(where: { $0.name == name }) else {
      preconditionFailure("\(command.name) declares no argument \(name)")
    }
    guard index < positionals.count else { return [] }
    if command.positionals[index].isVariadic { return Array(positionals[index...]) }
    return [positionals[index]]
  }

  /// The positional argument declared as `name`, which must be one of `allowed`; `nil` when it
  /// was left out. The error calls it by its name in lower case: `unknown strategy 'x'`.
  public func positionalChoice(_ name: String, from allowed: [String]) throws(UsageError)
    -> String?
  {
    guard let value = positional(name) else { return nil }
    return try Self.check(value, noun: name.lowercased(), allowed: allowed, command: command.name)
  }

  /// Accepts `value` if it is in `allowed`; otherwise throws
  /// `unknown <noun> '<value>' — did you mean '<x>'? (choose from: a, b, c)`.
  static func check(_ value: String, noun: String, allowed: [String], command: String?)
    throws(UsageError) -> String
  {
    if allowed.isEmpty || allowed.contains(value) { return value }
    var message = "unknown \(noun) '\(value)'"
    if let guess = Suggestion.closest(to: value, among: allowed) {
      message += " — did you mean '\(guess)'?"
    }
    message += " (choose from: \(allowed.joined(separator: ", ")))"
    throw UsageError(message, command: command)
  }

  private func declared(_ name: String) -> OptionSpec {
    guard let option = command.option(named: name) else {
      preconditionFailure("\(command.name) declares no option --\(name)")
    }
    return option
  }

  private func numberError(
    _ name: String, noun: String, unit: String?, range: NumberRange, got text: String
  ) -> UsageError {
    var expected = noun
    if let unit { expected += " of \(unit)" }
    if !range.condition.isEmpty { expected += " \(range.condition)" }
    return error("\(declared(name).displayName): expected \(expected), got '\(text)'")
  }

  private func error(_ message: String) -> UsageError {
    UsageError(message, command: command.name)
  }
}
