import Foundation
import Testing

/// Code that exists on one system only stays behind a compile-time condition, so the package
/// builds on macOS although it is built and tested on Linux. What each rule catches failed to
/// compile or to run on Darwin: modules it does not have, glibc's names for struct fields, and
/// Linux's `/proc` and util-linux's `setsid`.
@Suite struct PortabilityTests {
  /// A mistake: where it is, and which rule it breaks.
  struct Finding: Equatable, CustomStringConvertible {
    var file: String
    var line: Int
    var rule: String
    var description: String { "\(file):\(line): \(rule)" }
  }

  /// Where a line sits in `#if` blocks: whether every enclosing branch keeps it off Darwin (it
  /// compiles only on Linux), off Linux, and the modules the branches say exist.
  struct Place {
    var offDarwin = false
    var offLinux = false
    var importable: Set<String> = []
  }

  /// Names that only glibc's headers have, and the ones that only Darwin's have.
  static let glibcNames = [
    "__sigaction_handler", "__val", "st_mtim", "st_atim", "st_ctim", "__fds_bits", "__sigset_t",
  ]
  static let darwinNames = ["__sigaction_u", "st_mtimespec", "st_atimespec", "st_ctimespec"]
  /// Linux-only paths: the process file system and util-linux's program.
  static let linuxPaths = ["/proc", "/usr/bin/setsid"]

  /// One `#if` block: the conditions of its branches so far, and whether it is in `#else`.
  private struct Block {
    var conditions: [String]
    var inElse = false
  }

  /// The mistakes in `source` (the text of the file called `file`).
  static func findings(in source: String, file: String) -> [Finding] {
    var blocks: [Block] = []
    var found: [Finding] = []
    for (index, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = code(of: String(rawLine)).trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("#if ") {
        blocks.append(Block(conditions: [String(line.dropFirst(4))]))
        continue
      } else if line.hasPrefix("#elseif "), !blocks.isEmpty {
        blocks[blocks.count - 1].conditions.append(String(line.dropFirst(8)))
        continue
      } else if line == "#else", !blocks.isEmpty {
        blocks[blocks.count - 1].inElse = true
        continue
      } else if line == "#endif" {
        _ = blocks.popLast()
        continue
      }
      let place = Self.place(blocks)
      func report(_ rule: String) {
        found.append(Finding(file: file, line: index + 1, rule: rule))
      }
      for module in ["Glibc", "FoundationEssentials"]
      where line.hasPrefix("import \(module)") && !place.importable.contains(module) {
        report("import \(module) outside #if canImport(\(module))")
      }
      for name in glibcNames where contains(word: name, in: line) && !place.offDarwin {
        report("glibc's \(name) outside #if os(Linux)")
      }
      for name in darwinNames where contains(word: name, in: line) && !place.offLinux {
        report("Darwin's \(name) outside #if canImport(Darwin)")
      }
      for path in linuxPaths where contains(path: path, in: line) && !place.offDarwin {
        report("\(path) outside #if os(Linux), with no Darwin path beside it")
      }
    }
    return found
  }

  /// What the enclosing branches of `blocks` say. A branch is Linux's when its condition is
  /// `os(Linux)` or `canImport(Glibc)`, Darwin's when it is `canImport(Darwin)` or `os(macOS)`;
  /// the `#else` after Darwin's branches never compiles on Darwin, and the other way round.
  private static func place(_ blocks: [Block]) -> Place {
    var place = Place()
    for block in blocks {
      if block.inElse {
        if block.conditions.allSatisfy(isDarwin) { place.offDarwin = true }
        if block.conditions.allSatisfy(isLinux) { place.offLinux = true }
      } else if let condition = block.conditions.last {
        if isLinux(condition) { place.offDarwin = true }
        if isDarwin(condition) { place.offLinux = true }
        if condition.hasPrefix("canImport("), condition.hasSuffix(")"), !condition.contains("||") {
          place.importable.insert(String(condition.dropFirst(10).dropLast()))
        }
        if condition == "os(Linux)" { place.importable.insert("Glibc") }
      }
    }
    return place
  }

  private static func isLinux(_ condition: String) -> Bool {
    ["os(Linux)", "canImport(Glibc)"].contains(condition)
  }

  private static func isDarwin(_ condition: String) -> Bool {
    ["os(macOS)", "canImport(Darwin)"].contains(condition)
  }

  /// `line` without its comment: from a `//` that is outside a string literal.
  static func code(of line: String) -> String {
    var quotes = 0
    var previous: Character = " "
    for index in line.indices {
      let character = line[index]
      if character == "\"" { quotes += 1 }
      if character == "/", previous == "/", quotes % 2 == 0 {
        return String(line[..<line.index(before: index)])
      }
      previous = character
    }
    return line
  }

  /// Whether `word` is in `line` as a whole name (not part of a longer one).
  static func contains(word: String, in line: String) -> Bool {
    var rest = line[...]
    while let range = rest.range(of: word) {
      let before =
        range.lowerBound == line.startIndex ? " " : line[line.index(before: range.lowerBound)]
      let after = range.upperBound == line.endIndex ? " " : line[range.upperBound]
      if !isNamePart(before) && !isNamePart(after) { return true }
      rest = line[range.upperBound...]
    }
    return false
  }

  /// Whether `path` is in `line` as a path the code opens: at the start of a string
  /// (`"/proc"`) or with more path after it (`/proc/1/stat`), not a word of prose ("in /proc")
  /// nor a longer name (`/process`).
  static func contains(path: String, in line: String) -> Bool {
    var rest = line[...]
    while let range = rest.range(of: path) {
      let before =
        range.lowerBound == line.startIndex ? " " : line[line.index(before: range.lowerBound)]
      let after = range.upperBound == line.endIndex ? " " : line[range.upperBound]
      if before == "\"" && !isNamePart(after) || after == "/" { return true }
      rest = line[range.upperBound...]
    }
    return false
  }

  private static func isNamePart(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// The Swift files of the package: its manifest and everything under Sources, Tests and
  /// Plugins but this file (whose rules name what they look for).
  static func swiftFiles() -> [String] {
    let fileManager = FileManager.default
    var files = ["Package.swift"]
    for folder in ["Sources", "Tests", "Plugins"] {
      let enumerator = fileManager.enumerator(
        atPath: packageRoot.appendingPathComponent(folder).path)
      while let path = enumerator?.nextObject() as? String {
        if path.hasSuffix(".swift") { files.append(folder + "/" + path) }
      }
    }
    let own = URL(fileURLWithPath: #filePath).path
    return files.filter { packageRoot.appendingPathComponent($0).path != own }.sorted()
  }

  @Test func everyPlatformOnlyLineIsBehindItsCondition() throws {
    let files = Self.swiftFiles()
    // Sources, Tests and Plugins hold hundreds of Swift files; a broken walk must not pass.
    #expect(files.count > 100, "found only \(files)")
    var found: [Finding] = []
    for file in files {
      let source = try String(
        contentsOf: Self.packageRoot.appendingPathComponent(file), encoding: .utf8)
      found += Self.findings(in: source, file: file)
    }
    #expect(found.isEmpty, "\(found.map(\.description).joined(separator: "\n"))")
  }

  /// The shapes the rules exist for, each caught, and the guarded forms of the same code let
  /// through.
  @Test func theRulesCatchEachMistakeAndPassItsGuardedForm() {
    let unguarded = """
      import FoundationEssentials
      import Glibc
      action.__sigaction_handler.sa_handler = handler
      let seconds = info.st_mtim.tv_sec
      let exe = readlink("/proc/self/exe", &buffer, size)
      let run = try FinishedProcess.run("/usr/bin/setsid", ["-w", binary])
      let field = action.__sigaction_u.__sa_handler
      let listing = try FinishedProcess.run("/bin/sh", ["-c", "ls /proc/$$/fd"])
      let processes = try FileManager.default.contentsOfDirectory(atPath: "/proc")
      """
    let found = Self.findings(in: unguarded, file: "Bad.swift")
    #expect(found.map(\.line) == [1, 2, 3, 4, 5, 6, 7, 8, 9], "\(found)")

    let guarded = """
      #if canImport(FoundationEssentials)
        import FoundationEssentials
      #else
        import Foundation
      #endif
      #if canImport(Glibc)
        import Glibc
      #elseif canImport(Darwin)
        import Darwin
      #endif
      #if os(Linux)
        action.__sigaction_handler.sa_handler = handler
        let exe = readlink("/proc/self/exe", &buffer, size)
      #else
        action.__sigaction_u.__sa_handler = handler
      #endif
      #if canImport(Darwin)
        let seconds = info.st_mtimespec.tv_sec
      #else
        let seconds = info.st_mtim.tv_sec
      #endif
      // A comment may name /proc and /usr/bin/setsid.
      let text = "/processes"  // nor is /process a path of /proc's
      @Test(.enabled(if: hasProc, "reads signal masks in /proc"))
      """
    #expect(Self.findings(in: guarded, file: "Good.swift").isEmpty)
  }
}
