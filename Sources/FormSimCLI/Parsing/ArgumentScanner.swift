import FormSimCore

/// Turns the words of one command's line into its values: options by name, flags by switch,
/// the rest by position.
///
/// `--name value` and `--name=value` both work; `--` ends the options; a word after an option
/// that looks like another option is not taken as its value unless the option parses
/// unconditionally (numbers that may be negative). Every mistake is a ``CommandLineExit`` with
/// a message in the words users see.
enum ArgumentScanner {
  /// `arguments` parsed into a `C`, validated; `path` is the command stack for messages.
  static func parse<C: ParsableArguments>(
    _ type: C.Type, _ arguments: [String], path: [any ParsableCommand.Type]
  ) throws -> C {
    let options = arguments.prefix { $0 != "--" }
    if options.contains("--help") || options.contains("-h") {
      throw CommandLineExit(kind: .help, path: path)
    }
    let declaration = CommandDeclaration(type)
    let slots: [DeclarationContext.Slot]
    do {
      slots = try scan(arguments, declaration)
    } catch let mistake as Mistake {
      throw CommandLineExit.usage(mistake.message, path)
    }
    do {
      return try declaration.fill(type, slots)
    } catch {
      throw CommandLineExit.usage(String(describing: error), path)
    }
  }

  /// The same for a command of the root's list, so the result is a command.
  static func parseCommand<C: ParsableCommand>(
    _ type: C.Type, _ arguments: [String], path: [any ParsableCommand.Type]
  ) throws -> any ParsableCommand {
    try parse(type, arguments, path: path)
  }

  private struct Mistake: Error {
    var message: String
  }

  /// The value of each declaration, in order.
  static func scan(
    _ words: [String], _ declaration: CommandDeclaration
  ) throws -> [DeclarationContext.Slot] {
    let arguments = declaration.arguments
    var slots = [DeclarationContext.Slot](repeating: .absent, count: arguments.count)
    var switchesGiven: [Int: String] = [:]
    let positionals = declaration.positionals
    var nextPositional = 0
    var optionsEnded = false
    var index = 0

    func store(_ value: any Sendable, at position: Int) {
      if arguments[position].repeats {
        slots[position] = .repeated((slots[position].repeated ?? []) + [value])
      } else {
        slots[position] = .single(value)
      }
    }

    func converted(_ word: String, for argument: ArgumentDeclaration) throws -> any Sendable {
      do {
        return try argument.transform(word)
      } catch {
        let reason = String(describing: error)
        throw Mistake(
          message: "The value '\(word)' is invalid for '\(argument.synopsis)'"
            + (reason.isEmpty ? "" : ": \(reason)"))
      }
    }

    while index < words.count {
      let word = words[index]
      index += 1
      if !optionsEnded && word == "--" {
        optionsEnded = true
        continue
      }
      if !optionsEnded && word.hasPrefix("--") && word.count > 2 {
        let body = word.dropFirst(2)
        let name = String(body.prefix { $0 != "=" })
        let attached = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
        guard let (position, flagSwitch) = declaration.named(name) else {
          throw Mistake(message: unknownOption(name, in: declaration))
        }
        let argument = arguments[position]
        if let flagSwitch, case .flag(let switches) = argument.kind {
          guard attached == nil else {
            throw Mistake(message: "The flag '--\(name)' does not take a value")
          }
          if switches.exclusive, let previous = switchesGiven[position], previous != name {
            throw Mistake(
              message:
                "Value to be set with flag '--\(name)' had already been set with flag '--\(previous)'"
            )
          }
          switchesGiven[position] = name
          slots[position] = .single(switches.values[flagSwitch])
          continue
        }
        let value: String
        if let attached {
          value = attached
        } else if index < words.count,
          argument.parsing == .unconditional || !looksLikeOption(words[index])
        {
          value = words[index]
          index += 1
        } else {
          throw Mistake(message: "Missing value for '\(argument.synopsis)'")
        }
        store(try converted(value, for: argument), at: position)
        continue
      }
      if !optionsEnded && looksLikeOption(word) {
        throw Mistake(message: "Unknown option '\(word)'")
      }
      guard nextPositional < positionals.count else {
        throw Mistake(message: "Unexpected argument '\(word)'")
      }
      let position = positionals[nextPositional]
      store(try converted(word, for: arguments[position]), at: position)
      if !arguments[position].repeats { nextPositional += 1 }
    }

    for (position, argument) in arguments.enumerated() where argument.isRequired {
      if case .absent = slots[position] {
        throw Mistake(message: "Missing expected argument '\(argument.synopsis)'")
      }
    }
    return slots
  }

  /// A word that starts with `-` and is more than the `-` that means standard input.
  private static func looksLikeOption(_ word: String) -> Bool {
    word.hasPrefix("-") && word.count > 1
  }

  /// `Unknown option '--devcie'. Did you mean '--device'?`; for the name of a positional
  /// argument, how to give it instead.
  private static func unknownOption(_ name: String, in declaration: CommandDeclaration) -> String {
    let message = "Unknown option '--\(name)'"
    let positional = declaration.positionals.map { declaration.arguments[$0] }.first {
      $0.propertyName == name || $0.help.valueName == name
    }
    if let positional {
      return message
        + ". \(positional.valuePlaceholder) is an argument here, not an option: give it"
        + " without '--\(name)'"
    }
    guard let guess = Suggestion.closest(to: name, among: declaration.longNames + ["help"]) else {
      return message
    }
    return message + ". Did you mean '--\(guess)'?"
  }
}
