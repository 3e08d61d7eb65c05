import Foundation
import Testing

@testable import FormSimBench
@testable import FormSimCLI

/// Every `formsim` command line in README.md and in each page of docs/, run against the binary:
/// each exits as its page says, and prints the lines the page shows after it. A command added to
/// any of them must be added to `statuses` below, so none goes untried.
@Suite struct ReadmeCommandTests {
  /// The commands in the code blocks of the README and docs/*.md (arguments after `formsim`, as a
  /// shell would split them, up to a redirection), with their exit status. `nil`: an interactive
  /// command, which needs a terminal, so only its arguments are checked.
  static let statuses: [[String]: Int32?] = [
    []: nil,
    ["layouts", "--import", "Tests/FormSimCoreTests/Dumps/Wallet-pasted-twice-lldb-ios15.txt"]: 0,
    [
      "layouts", "--import", "Tests/FormSimCoreTests/Dumps/Accounts-two-screens-frida-ios12.txt",
      "--scene", "line-7",
    ]: 0,
    ["layouts", "--import", "Tests/FormSimCoreTests/Dumps/Feedback-pagesheet-scrolled-ios17.txt"]:
      0,
    ["check", "Tests/FormSimCoreTests/Storyboards/SignUp.storyboard", "--format", "github"]: 0,
    ["check", "long", "--strategy", "all", "--device", "iphone4"]: 1,
    ["demo", "content-inset"]: nil,
    ["demo", "all", "--device", "iphone-se", "--hold", "1"]: nil,
    ["compare", "--strategies", "none,reference", "--layout", "twelve"]: nil,
    ["compare", "--devices", "iphone4,iphone-se,iphone-15", "--strategy", "view-transform"]: nil,
    ["simulate", "--layout", "twelve", "--script", "focus 7"]: 0,
    ["simulate", "--device", "ipad", "--layout", "twelve", "--script", "hardware; focus 3"]: 0,
    [
      "simulate", "--device", "iphone-15", "--layout", "signup-nav", "--script",
      "hardware; focus 7",
    ]: 0,
    ["check", "long"]: 0,
    [
      "snapshot", "--layout", "twelve", "--strategy", "scroll-offset", "--script", "focus 7",
      "--strip", "0,0.1,0.2,0.3,0.45", "--out", "strip.svg",
    ]: 0,
    ["simulate", "--script", "focus 7", "--device", "iphone5"]: 2,
    ["record", "--layout", "twelve", "--script", "wait 0.5; focus 7", "--out", "slide.cast"]: 0,
    [
      "record", "--layout", "twelve", "--script", "wait 0.5; focus 7", "--compare",
      "content-inset,reference", "--size", "60x51", "--scale", "8", "--fps", "30", "--out",
      "slide.svg",
    ]: 0,
    ["record", "--demo", "content-inset", "--hold", "1", "--out", "tour.cast"]: 0,
    [
      "check", "SignUp.storyboard", "--scene", "SignUp", "--device", "iphone-se", "--portrait-only",
      "--strategy", "none", "--format", "github",
    ]: 1,
    [
      "check", "SignUp.storyboard", "--scene", "SignUp", "--device", "iphone-se", "--portrait-only",
      "--strategy", "none", "--format", "xcode",
    ]: 1,
    ["layouts", "--import", "SignUp.storyboard", "--scene", "SignUp"]: 0,
    ["--generate-completion-script", "bash"]: 0,
    ["--generate-completion-script", "zsh"]: 0,
    ["--generate-completion-script", "fish"]: 0,
    ["--generate-manual"]: 0,
    ["layouts", "--import", "Login.txt"]: 0,
    ["check", "Login.txt", "--strategy", "none"]: 1,
    ["--layout", "twelve", "--device", "iphone-15", "--handler", "LoginViewController.swift"]: nil,
    [
      "simulate", "--layout", "twelve", "--handler", "SignUp.swift", "--bind",
      "contentHeight=content.height", "--script", "focus 7; dismiss",
    ]: 0,
    [
      "check", "signup", "--handler", "SignUp.swift", "--bind", "contentHeight=content.height",
      "--strategy", "reference",
    ]: 1,
    [
      "compare", "--strategies", "content-height", "--handler", "SignUp.swift", "--bind",
      "contentHeight=content.height",
    ]: nil,
    ["compare", "--strategies", "content-inset", "--handler", "ContentInset.m"]: nil,
  ]

  /// Commands the prose of the README and docs/ names in `code` that can run as written.
  static let inline: [[String]: Int32?] = [
    ["--layout", "twelve"]: nil,
    ["run"]: nil,
    ["run", "--layout", "long"]: nil,
    ["strategies"]: 0,
    ["devices"]: 0,
    ["layouts"]: 0,
    ["snapshot", "--format", "svg"]: 0,
  ]

  /// One command of a page: its arguments, the lines shown after it, and the page it is on.
  struct Example {
    var arguments: [String]
    var shown: [String]
    var page = ""
  }

  /// One page of the documentation: its path from the package's root and its text.
  struct Page {
    var path: String
    var text: String
  }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// README.md, then every `docs/*.md` in name order: the pages whose commands are tried.
  static func pages() throws -> [Page] {
    let docs = root.appendingPathComponent("docs")
    let names = try FileManager.default.contentsOfDirectory(atPath: docs.path)
      .filter { $0.hasSuffix(".md") }.sorted()
    return try (["README.md"] + names.map { "docs/" + $0 }).map {
      Page(path: $0, text: try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8))
    }
  }

  /// Every page's examples, each marked with its page.
  static func allExamples() throws -> [Example] {
    try pages().flatMap { page in
      examples(in: page.text).map { example in
        var example = example
        example.page = page.path
        return example
      }
    }
  }

  /// The `formsim` commands in a page's code blocks, continuation lines joined.
  static func examples(in readme: String) -> [Example] {
    var examples: [Example] = []
    var inBlock = false
    var pending = ""
    var current: Int?  // the example whose output the block shows next
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("```") {
        inBlock.toggle()
        current = nil
        continue
      }
      guard inBlock else { continue }
      if !pending.isEmpty || isCommand(line) {
        pending += line
        if pending.hasSuffix("\\") {
          pending.removeLast()
          continue
        }
        current = nil
        if let arguments = formsimArguments(pending) {
          examples.append(Example(arguments: arguments, shown: []))
          current = examples.count - 1
        }
        pending = ""
      } else if let current, !line.isEmpty {
        examples[current].shown.append(line)
      }
    }
    return examples
  }

  private static func isCommand(_ line: String) -> Bool {
    line.hasPrefix("$ ") || line.hasPrefix("swift ") || line.hasPrefix("formsim ")
      || line.hasPrefix("sudo ") || line.hasPrefix("man ") || line.hasPrefix("source ")
  }

  /// The words after `formsim` in a shell line (`$ swift run formsim check long # …`), or `nil`
  /// when the line runs something else.
  static func formsimArguments(_ line: String) -> [String]? {
    var words: [String] = []
    var word: String?
    var quote: Character?
    for character in line {
      if let open = quote {
        if character == open { quote = nil } else { word = (word ?? "") + String(character) }
      } else if character == "'" || character == "\"" {
        quote = character
        word = word ?? ""
      } else if character == " " {
        if let finished = word { words.append(finished) }
        word = nil
      } else if word == nil && (character == "#" || character == ">" || character == "|") {
        break
      } else {
        word = (word ?? "") + String(character)
      }
    }
    if let word { words.append(word) }
    if words.first == "$" { words.removeFirst() }
    guard words.count >= 1 else { return nil }
    if words.starts(with: ["swift", "run", "-c", "release"]) {
      words.removeFirst(4)
    } else if words.starts(with: ["swift", "run"]) {
      words.removeFirst(2)
    }
    guard words.first == "formsim" else { return nil }
    return Array(words.dropFirst())
  }

  /// The same command may stand on several pages (the README repeats the commonest ones), but
  /// every command on a page is listed, and every listed command is on some page.
  @Test func everyCommandInTheDocumentationIsListed() throws {
    let pages = try Self.pages()
    #expect(pages.count >= 9, "README.md and docs/: \(pages.map(\.path))")
    let found = try Self.allExamples()
    for example in found where !Self.statuses.keys.contains(example.arguments) {
      Issue.record("\(example.page): formsim \(example.arguments) is not in `statuses`")
    }
    let listed = Set(found.map(\.arguments))
    for arguments in Self.statuses.keys where !listed.contains(arguments) {
      Issue.record("formsim \(arguments) is in `statuses` but on no page")
    }
    for arguments in Self.inline.keys {
      let text = (["formsim"] + arguments).joined(separator: " ")
      #expect(pages.contains { $0.text.contains("`\(text)") }, "\(text)")
    }
  }

  /// The `formsim …` code spans of a page's prose, as words after `formsim`, leaving out those
  /// with placeholders (`formsim layouts NAME`, `formsim demo [STRATEGY|all|seeds]`), shell
  /// (`"$SRCROOT/…" || true`) or a message (`formsim check: warning: …`).
  static func proseCommands(in text: String) -> [[String]] {
    var commands: [[String]] = []
    var inBlock = false
    for line in text.split(separator: "\n") {
      if line.hasPrefix("```") || line.hasPrefix("  ```") { inBlock.toggle() }
      guard !inBlock else { continue }
      let spans = line.split(separator: "`", omittingEmptySubsequences: false)
      for (index, span) in spans.enumerated() where index % 2 == 1 && span.hasPrefix("formsim ") {
        let words = span.split(separator: " ").dropFirst().map(String.init)
        let placeholder = words.contains { word in
          word.contains { "$|[:\"".contains($0) }
            || word.allSatisfy { $0.isUppercase || $0 == "_" || $0 == "." }
        }
        if !placeholder { commands.append(words) }
      }
    }
    return commands
  }

  /// A command the prose names in a code span is a real command: a bare name is one of
  /// `formsim`'s subcommands, and anything longer is tried like the code blocks' commands.
  @Test func everyCommandInTheProseIsReal() throws {
    let names = Set(FormSim.configuration.subcommands.map { $0.configuration.commandName })
    var count = 0
    for page in try Self.pages() {
      for words in Self.proseCommands(in: page.text) {
        count += 1
        if words.count == 1, !words[0].hasPrefix("-") {
          #expect(names.contains(words[0]), "\(page.path): formsim \(words[0]) is no command")
        } else {
          #expect(
            Self.inline.keys.contains(words) || Self.statuses.keys.contains(words),
            "\(page.path): `formsim \(words.joined(separator: " "))` is tried nowhere")
        }
      }
    }
    #expect(count >= 20)
  }

  @Test func everyCommandInTheDocumentationBehavesAsShown() throws {
    let binary = try #require(ExecutableLocator.formsim())
    let folder = uniqueTemporaryPath("readme")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // The storyboard the pages' import examples read: the sign-up fixture.
    let storyboard = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "FormSimCoreTests/Storyboards/SignUp.storyboard")
    try FileManager.default.copyItem(
      at: storyboard, to: folder.appendingPathComponent("SignUp.storyboard"))
    // The README runs it where it is in a clone.
    let inClone = folder.appendingPathComponent("Tests/FormSimCoreTests/Storyboards")
    try FileManager.default.createDirectory(at: inClone, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: storyboard, to: inClone.appendingPathComponent("SignUp.storyboard"))
    // The dumps docs/dumps.md reads where they are in a clone.
    let dumps = storyboard.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Dumps")
    let dumpsInClone = folder.appendingPathComponent("Tests/FormSimCoreTests/Dumps")
    try FileManager.default.createDirectory(at: dumpsInClone, withIntermediateDirectories: true)
    for name in [
      "Wallet-pasted-twice-lldb-ios15.txt", "Accounts-two-screens-frida-ios12.txt",
      "Feedback-pagesheet-scrolled-ios17.txt",
    ] {
      try FileManager.default.copyItem(
        at: dumps.appendingPathComponent(name), to: dumpsInClone.appendingPathComponent(name))
    }
    // The dump the pages' running-app examples read.
    try FileManager.default.copyItem(
      at: storyboard.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Dumps/Login-chisel-ios7.txt"),
      to: folder.appendingPathComponent("Login.txt"))
    // The handlers the pages' --handler examples read: two of the interpreter's fixtures.
    let handlers = storyboard.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("FormSimHandlersTests/Handlers")
    try FileManager.default.copyItem(
      at: handlers.appendingPathComponent("ContentHeight.swift"),
      to: folder.appendingPathComponent("SignUp.swift"))
    try FileManager.default.copyItem(
      at: handlers.appendingPathComponent("FrameOrigin.swift"),
      to: folder.appendingPathComponent("LoginViewController.swift"))
    try FileManager.default.copyItem(
      at: handlers.appendingPathComponent("ContentInset.m"),
      to: folder.appendingPathComponent("ContentInset.m"))

    let examples =
      try Self.allExamples()
      + Self.inline.keys.map { Example(arguments: $0, shown: [], page: "inline") }
    for example in examples {
      // 99, which no command exits with, for a command listed nowhere.
      let status = Self.statuses[example.arguments] ?? Self.inline[example.arguments] ?? 99
      guard let status else {
        // Interactive: the arguments must parse into a command that would open the terminal.
        let command = try FormSim.parseAsRoot(example.arguments)
        #expect(
          command is RunCommand || command is DemoCommand || command is CompareCommand
            || command is BenchCommand, "\(example.page): \(example.arguments)")
        continue
      }
      let run = try runProcess(binary, example.arguments, in: folder)
      #expect(
        run.status == status, "\(example.page): formsim \(example.arguments): \(run.error)")
      let lines = (run.output + run.error).split(separator: "\n").map(String.init)
      for shown in example.shown where shown != "..." {
        if shown.hasSuffix("...") {
          let start = String(shown.dropLast(3))
          #expect(
            lines.contains { $0.hasPrefix(start) },
            "\(example.page): formsim \(example.arguments): \(shown)")
        } else {
          #expect(
            lines.contains(shown), "\(example.page): formsim \(example.arguments): \(shown)")
        }
      }
    }
    // The snapshot example wrote its strip where it was run.
    let strip = try String(
      contentsOf: folder.appendingPathComponent("strip.svg"), encoding: .utf8)
    #expect(strip.hasPrefix("<?xml"))
  }
}
