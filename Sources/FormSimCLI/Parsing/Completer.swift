/// The words the shell offers: what the completion scripts print when they call
/// `formsim ---completion -- WORD…` with the words typed so far, the last being completed.
///
/// Read from the same declarations as parsing: subcommand names, option names, an option's
/// values (its closed set or its ``CompletionKind``) and the positional arguments'.
struct Completer {
  /// The hidden first word of a completion request.
  static let request = "---completion"

  var root: any ParsableCommand.Type

  /// The candidates for the last of `words` (the words after `formsim`), those that start
  /// with it.
  func candidates(for words: [String]) -> [String] {
    let current = words.last ?? ""
    var before = Array(words.dropLast())
    var command = root
    if let first = before.first,
      let named = root.configuration.subcommands.first(where: {
        $0.configuration.commandName == first
      })
    {
      command = named
      before.removeFirst()
    } else if before.isEmpty, !current.hasPrefix("-"),
      !root.configuration.subcommands.isEmpty
    {
      return filter(root.configuration.subcommands.map { $0.configuration.commandName }, current)
    } else if let fallback = root.configuration.defaultSubcommand {
      command = fallback
    }
    let declaration = CommandDeclaration(command)
    if current.hasPrefix("--"), let equals = current.firstIndex(of: "=") {
      let name = String(current[current.index(current.startIndex, offsetBy: 2)..<equals])
      let typed = String(current[current.index(after: equals)...])
      guard let argument = option(named: name, in: declaration) else { return [] }
      let head = String(current[...equals])
      return filter(argument.completion.candidates(for: typed), typed).map { head + $0 }
    }
    if let last = before.last, last.hasPrefix("--"),
      let argument = option(named: String(last.dropFirst(2)), in: declaration)
    {
      return filter(argument.completion.candidates(for: current), current)
    }
    if current.hasPrefix("-") {
      return filter(declaration.longNames.map { "--" + $0 } + ["--help"], current)
    }
    let positionals = declaration.positionals.map { declaration.arguments[$0] }
    let position = positionalsGiven(before, declaration)
    guard position < positionals.count else { return [] }
    return filter(positionals[position].completion.candidates(for: current), current)
  }

  private func option(named name: String, in declaration: CommandDeclaration)
    -> ArgumentDeclaration?
  {
    guard let (index, flagSwitch) = declaration.named(name), flagSwitch == nil else { return nil }
    return declaration.arguments[index]
  }

  /// How many positional words `words` holds: those that are neither options nor their values.
  private func positionalsGiven(_ words: [String], _ declaration: CommandDeclaration) -> Int {
    var count = 0
    var index = 0
    while index < words.count {
      let word = words[index]
      index += 1
      if word.hasPrefix("-") && word.count > 1 {
        if !word.contains("="), option(named: String(word.dropFirst(2)), in: declaration) != nil {
          index += 1
        }
        continue
      }
      count += 1
    }
    return count
  }

  private func filter(_ words: [String], _ prefix: String) -> [String] {
    words.filter { $0.hasPrefix(prefix) }
  }
}
