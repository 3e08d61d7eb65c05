import FormSimCore

/// Turns a command's words into ``ParsedArguments`` according to its ``CommandSpec``.
///
/// Accepted forms: `--name value`, `--name=value`, and `-x`, `-x value`, `-x=value` for declared
/// one-letter aliases, and `--` to make every later word positional. A value may start with a dash when it
/// is a negative number (`--at -1`) or a lone `-`, so a range check, not the parser, answers it.
/// `--help` is not handled here; ``SubcommandRouter`` sees it first.
public enum ArgumentParser {
  public static func parse(_ args: [String], for command: CommandSpec) throws(UsageError)
    -> ParsedArguments
  {
    var parsed = ParsedArguments(command: command)
    var index = 0
    var optionsEnded = false

    func fail(_ message: String) -> UsageError {
      UsageError(message, command: command.name)
    }

    while index < args.count {
      let arg = args[index]
      index += 1
      if optionsEnded || !isOptionLike(arg) {
        parsed.positionals.append(arg)
        continue
      }
      if arg == "--" {
        optionsEnded = true
        continue
      }

      let option: OptionSpec
      var inlineValue: String?
      if arg.hasPrefix("--") {
        let body = arg.dropFirst(2)
        let name: String
        if let equals = body.firstIndex(of: "=") {
          name = String(body[..<equals])
          inlineValue = String(body[body.index(after: equals)...])
        } else {
          name = String(body)
        }
        guard let found = command.option(named: name) else {
          throw fail(unknownOptionMessage("--\(name)", typedName: name, command: command))
        }
        option = found
      } else {
        let body = arg.dropFirst()
        let typedName = String(body.prefix { $0 != "=" })
        if typedName.count < body.count {
          inlineValue = String(body.dropFirst(typedName.count + 1))
        }
        guard typedName.count == 1, let found = command.option(short: typedName.first!) else {
          throw fail(unknownOptionMessage("-\(typedName)", typedName: typedName, command: command))
        }
        option = found
      }

      switch option.kind {
      case .flag:
        if inlineValue != nil { throw fail("\(option.displayName) takes no value") }
        if parsed.flags.contains(option.name) && !option.repeatable {
          throw fail("\(option.displayName) can be given only once")
        }
        parsed.flags.insert(option.name)
      case .value(let placeholder):
        var value = inlineValue
        if value == nil, index < args.count, canBeValue(args[index]) {
          value = args[index]
          index += 1
        }
        guard let value, !value.isEmpty else {
          throw fail("\(option.displayName) needs a value (\(placeholder))")
        }
        if parsed.values[option.name] != nil && !option.repeatable {
          throw fail("\(option.displayName) can be given only once")
        }
        if let allowed = option.allowedValues {
          _ = try ParsedArguments.check(
            value, noun: option.name, allowed: allowed, command: command.name)
        }
        parsed.values[option.name, default: []].append(value)
      }
    }

    try checkPositionalCount(parsed.positionals, command: command)
    return parsed
  }

  /// Whether a word is an option (or `--`) rather than a positional argument.
  static func isOptionLike(_ arg: String) -> Bool {
    arg.hasPrefix("-") && arg != "-" && !isNegativeNumber(arg)
  }

  /// Whether a word following a value option can be its value.
  private static func canBeValue(_ arg: String) -> Bool {
    !isOptionLike(arg)
  }

  /// `-1`, `-0.5`, `-.5`, `-1e3`: words a user means as numbers, not options.
  private static func isNegativeNumber(_ arg: String) -> Bool {
    guard arg.hasPrefix("-"), let number = Double(arg) else { return false }
    let afterDash = arg.dropFirst().first
    return number.isFinite && (afterDash?.isNumber == true || afterDash == ".")
  }

  private static func unknownOptionMessage(
    _ shown: String, typedName: String, command: CommandSpec
  ) -> String {
    var message = "unknown option '\(shown)'"
    if let guess = Suggestion.closest(to: typedName, among: command.options.map(\.name)) {
      message += " — did you mean '--\(guess)'?"
    }
    return message
  }

  private static func checkPositionalCount(_ given: [String], command: CommandSpec)
    throws(UsageError)
  {
    let declared = command.positionals
    let required = declared.filter { !$0.isOptional }.count
    if given.count < required {
      let missing = declared[given.count]
      throw UsageError("missing argument \(missing.name)", command: command.name)
    }
    let isUnbounded = declared.last?.isVariadic == true
    if !isUnbounded && given.count > declared.count {
      let extra = given[declared.count]
      let takes =
        declared.isEmpty
        ? "\(command.name) takes no arguments"
        : "\(command.name) takes \(declared.map(\.usageText).joined(separator: " "))"
      throw UsageError("unexpected argument '\(extra)' (\(takes))", command: command.name)
    }
  }
}
