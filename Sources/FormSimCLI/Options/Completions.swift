import FormSimCore

/// What the shell offers when the user presses Tab after an option that takes a name.
///
/// These run inside `formsim` when the completion script calls it back, so they offer exactly the
/// names this binary accepts, including strategies and devices added later.
enum Completions {
  /// Strategy names.
  static let strategy = CompletionKind.custom { _ in NameList.strategies }
  /// Strategy names, `all` and `seeds`.
  static let strategyOrAll = CompletionKind.custom { _ in
    NameList.strategies + NameList.strategyWords
  }
  /// Device names.
  static let device = CompletionKind.custom { _ in NameList.devices }
  /// Built-in layout names, and the layout files (JSON, storyboards, xibs, text files that are
  /// view-hierarchy dumps) and folders under the typed prefix.
  static let layout = CompletionKind.custom { prefix in
    let files = CompletionKind.files(
      matching: prefix, extensions: ["json", "storyboard", "xib", "txt"])
    return NameList.layouts
      + files.filter { !$0.lowercased().hasSuffix(".txt") || ViewHierarchyDump.isDump(atPath: $0) }
  }
  /// Built-in layout names only (`layouts NAME`).
  static let builtInLayout = CompletionKind.custom { _ in NameList.layouts }
  /// Script steps: the verbs, after whatever steps the word already holds.
  static let script = CompletionKind.custom { prefix in scriptSteps(after: prefix) }

  /// `focus`, `next`, … each preceded by the finished steps of `prefix` (`focus 7; ty` offers
  /// `focus 7; type`), so the shell's prefix match keeps working inside a longer script.
  static func scriptSteps(after prefix: String) -> [String] {
    guard let separator = prefix.lastIndex(of: ";") else { return ScriptParser.verbs }
    let done = prefix[...separator]
    return ScriptParser.verbs.map { done + " " + $0 }
  }
}
