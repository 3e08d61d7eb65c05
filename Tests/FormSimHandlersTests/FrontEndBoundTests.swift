import FormSimCore
import FormSimHandlers
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The front end is a child `formsim` bounds: in time, in memory, in what it parses, and in
/// what it leaves behind. Each way out is a message at the file.
@Suite struct FrontEndBoundTests {
  static func write(_ text: String, name: String = "Keyboard.swift") throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("formsim-bounds-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent(name).path
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    return file
  }

  /// `text` written as `name` in a folder of its own and read by the built front end.
  static func lowered(_ text: String, name: String = "Keyboard.swift") throws -> HandlerProgram {
    let file = try write(text, name: name)
    defer { remove(file) }
    return try HandlerFrontEnd.load(
      file: file, environment: ["FORMSIM_FRONTEND": FrontEndBinary.path ?? ""])
  }

  static func remove(_ file: String) {
    try? FileManager.default.removeItem(atPath: (file as NSString).deletingLastPathComponent)
  }

  /// A stand-in front end that never answers, and the child it starts (a script's `sleep`).
  static func hangingFrontEnd() throws -> String {
    let script = try write("#!/bin/sh\necho $$ > \"$0.pid\"\nsleep 300\n", name: "frontend.sh")
    chmod(script, 0o755)
    return script
  }

  @Test func aFrontEndThatDoesNotAnswerIsStoppedWithItsGroup() throws {
    let frontEnd = try Self.hangingFrontEnd()
    defer { Self.remove(frontEnd) }
    let started = Date()
    #expect(
      throws: HandlerLoadError.timedOut(frontEnd: frontEnd, file: "K.swift", seconds: 0.5)
    ) {
      try HandlerFrontEnd.load(
        file: "K.swift",
        environment: ["FORMSIM_FRONTEND": frontEnd, "FORMSIM_FRONTEND_TIMEOUT": "0.5"])
    }
    #expect(Date().timeIntervalSince(started) < 10)
    // The script's shell and its `sleep` are gone: the whole group was killed.
    let pid = try #require(
      Int32(
        String(contentsOfFile: frontEnd + ".pid", encoding: .utf8).trimmingPrefix("")
          .filter(\.isNumber)))
    #expect(kill(pid, 0) != 0)
    let message = HandlerLoadError.timedOut(frontEnd: frontEnd, file: "K.swift", seconds: 0.5)
      .description
    #expect(
      message
        == "K.swift:1:1: error: the handler front end \(frontEnd) did not finish reading this"
        + " file within 0.5 s and was stopped; simplify the file, or allow longer with"
        + " FORMSIM_FRONTEND_TIMEOUT=SECONDS")
  }

  @Test func aTimeLimitThatIsNoNumberIsRefused() {
    // Any program as the front end: the limit is refused before it would start, and the test
    // needs no front end built.
    #expect(throws: HandlerLoadError.badTimeLimit("soon")) {
      try HandlerFrontEnd.load(
        file: "K.swift",
        environment: ["FORMSIM_FRONTEND": "/bin/sh", "FORMSIM_FRONTEND_TIMEOUT": "soon"])
    }
  }

  /// A front end that dies of a signal is a message at the file, never its crash dump.
  @Test func aFrontEndKilledByASignalIsAMessageAtTheFile() throws {
    let frontEnd = try Self.write(
      "#!/bin/sh\necho '*** Signal 11: Backtracing' >&2\nkill -SEGV $$\n", name: "crash.sh")
    chmod(frontEnd, 0o755)
    defer { Self.remove(frontEnd) }
    do {
      _ = try HandlerFrontEnd.load(file: "K.swift", environment: ["FORMSIM_FRONTEND": frontEnd])
      Issue.record("the crash was not reported")
    } catch {
      #expect(
        error == .crashed(frontEnd: frontEnd, file: "K.swift", signal: 11, memoryLimitMB: 1024))
      #expect(error.description.hasPrefix("K.swift:1:1: error: the handler front end"))
      #expect(!error.description.contains("Backtracing"))
    }
  }

  @Test(.enabled(if: FrontEndBinary.isBuilt, FrontEndBinary.notBuilt))
  func aFileWhoseNameLooksLikeAnOptionIsAFile() throws {
    let file = try Self.write(
      "class K: UIViewController {\n  override func viewDidLoad() {}\n}\n",
      name: "-keyboard.swift")
    defer { Self.remove(file) }
    let program = try HandlerFrontEnd.load(
      file: file, environment: ["FORMSIM_FRONTEND": FrontEndBinary.path ?? ""])
    #expect(program.methods.map(\.name) == ["viewDidLoad"])
    let relative = try FinishedProcess.run(
      FrontEndBinary.path ?? "", ["--", "-keyboard.swift"],
      directory: (file as NSString).deletingLastPathComponent)
    #expect(relative.status == 0, "\(relative.error)")
  }

  /// 100,000 terms used to crash swift-syntax as it folded and freed the sequence; 50,000 were
  /// refused. Both are refused now, at the sequence, before any folding.
  @Test(
    .enabled(if: FrontEndBinary.isBuilt, FrontEndBinary.notBuilt), arguments: [50_000, 100_000])
  func aVeryLongSumIsRefusedAtItsStart(terms: Int) throws {
    let sum = Array(repeating: "1", count: terms).joined(separator: " + ")
    let program = try Self.lowered("class K {\n  func f() {\n    let x = \(sum)\n  }\n}\n")
    #expect(program.diagnostics.count == 1)
    // `    let x = ` is 12 columns: the sum starts at column 13 of line 3.
    #expect(program.diagnostics.first?.location == SourceLocation(line: 3, column: 13))
    #expect(program.diagnostics.first?.message.contains("nests more than 200 levels") == true)
  }

  /// swift-syntax's time doubles with each `[`: 20 levels took seconds, 30 never ended. The
  /// thirteenth bracket is refused where it opens: `    let x = ` is 12 columns, so the brackets
  /// start at column 13 and the thirteenth is at 25.
  @Test(.enabled(if: FrontEndBinary.isBuilt, FrontEndBinary.notBuilt))
  func deeplyNestedBracketsAreRefusedBeforeTheParse() throws {
    /// A method whose third line nests `levels` brackets, then brackets in a comment and a string.
    func method(_ levels: Int) -> String {
      let nested =
        String(repeating: "[", count: levels) + "1" + String(repeating: "]", count: levels)
      return "class K {\n  func f() {\n    let x = \(nested)\n    // [[[[[[[[[[[[[[[[[[[[\n"
        + "    let s = \"[[[[[[[[[[[[[[[[[[[[\"\n  }\n}\n"
    }
    let program = try Self.lowered(method(30))
    #expect(program.diagnostics.map(\.location) == [SourceLocation(line: 3, column: 25)])
    // Twelve levels, and brackets in comments and strings, are read as before.
    let read = try Self.lowered(method(12))
    #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
  }

  /// Int.max travels as its digits (a JSON number is a Double, exact only to 2^53); a literal
  /// that overflows a Double is an error at the literal, as the compiler gives.
  @Test(.enabled(if: FrontEndBinary.isBuilt, FrontEndBinary.notBuilt))
  func literalsBeyondADoubleAreReadOrPlaced() throws {
    let program = try Self.lowered(
      "class K {\n  var big = 9223372036854775807\n  func f() {\n    let y = 1e999\n  }\n}\n")
    #expect(program.properties.first?.initial?.kind == .integer(Int.max))
    #expect(program.diagnostics.count == 1)
    #expect(program.diagnostics.first?.location == SourceLocation(line: 4, column: 13))
    #expect(program.diagnostics.first?.message == "the number 1e999 does not fit in a Double")
  }

  /// The front end sets the memory limit it is given on itself before it reads: under 32 MB
  /// not even its own libraries fit, and it ends by a signal, which `formsim` reports at the
  /// file; under 128 MB the same file reads.
  @Test(.enabled(if: FrontEndBinary.isBuilt && isLinux, "Linux enforces RLIMIT_AS"))
  func theFrontEndLivesWithinItsMemoryLimit() throws {
    let file = FrontEndBinary.fixture("SignUpViewController.swift")
    let starved = try FrontEndBinary.run(["--memory-limit", "32", "--", file])
    #expect(starved.status > 128, "\(starved.status)")
    let fed = try FrontEndBinary.run(["--memory-limit", "512", "--cpu-limit", "30", "--", file])
    #expect(fed.status == 0, "\(fed.error)")
  }

  /// The streams' files are gone from the temporary folder as soon as they are open: the child
  /// finds none of its own three there (others' files live only between an open and an unlink).
  @Test func theChildsFilesAreNeverLeftBehind() throws {
    let folder = FileManager.default.temporaryDirectory.path
    let before = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasPrefix("formsim-child-") }.count
    let run = try FinishedProcess.run(
      "/bin/sh", ["-c", "ls '\(folder)' | grep -c '^formsim-child-'"])
    let during = try #require(Int(run.output.filter(\.isNumber)))
    #expect(during - before < 3, "\(before) before, \(during) while the child ran")
  }
}
