/// What the root prints instead of running a command: `--generate-completion-script SHELL`
/// and `--generate-manual`.
enum GeneratedText {
  static let completionOption = "--generate-completion-script"
  static let manualOption = "--generate-manual"

  /// The text `options` ask for, `nil` when they ask for none; an unknown shell is a mistake.
  static func requested(in options: [String], root: any ParsableCommand.Type) throws -> String? {
    let name = root.configuration.commandName
    if options.contains(manualOption) {
      return ManualPage(root: root).text()
    }
    guard let index = options.firstIndex(where: { $0.hasPrefix(completionOption) }) else {
      return nil
    }
    let word = options[index]
    let shell: String?
    if word.hasPrefix(completionOption + "=") {
      shell = String(word.dropFirst(completionOption.count + 1))
    } else if word == completionOption {
      shell = index + 1 < options.count ? options[index + 1] : nil
    } else {
      return nil
    }
    guard let shell else {
      throw CommandLineExit.usage(
        "Missing value for '\(completionOption) <shell>' (choose from: "
          + CompletionScripts.shells.joined(separator: ", ") + ")", [root])
    }
    guard let script = CompletionScripts.script(for: shell, command: name) else {
      throw CommandLineExit.usage(
        "Can't generate completion scripts for '\(shell)'. Choose from: "
          + CompletionScripts.shells.joined(separator: ", ") + ".", [root])
    }
    return script
  }
}
