import FormSimCore
import Foundation
import Testing

/// `--handler`: the real binary starts the real front end beside it on the fixture handlers.
@Suite struct HandlerBinaryTests {
  static func handler(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("FormSimHandlersTests/Handlers/\(name)").path
  }

  static let frontEndPath = URL(fileURLWithPath: Tmux.binary).deletingLastPathComponent()
    .appendingPathComponent("formsim-frontend").path
  static let frontEndBuilt = FileManager.default.isExecutableFile(atPath: frontEndPath)

  /// Whether the front end was built with libclang, and so reads `.m` files.
  static let readsObjectiveC: Bool = {
    guard frontEndBuilt,
      let run = try? FinishedProcess.run(frontEndPath, ["--languages"])
    else { return false }
    return run.output.split(separator: "\n").contains("objective-c")
  }()
  static let noObjectiveC: Comment = "formsim-frontend was built without libclang"

  @Test(.enabled(if: frontEndBuilt, "formsim-frontend is not built beside formsim"))
  func simulateRunsTheHandlerAndLogsItsStatementsWithFrames() throws {
    let file = Self.handler("FrameOrigin.swift")
    let plain = try runBinary(
      ["simulate", "--layout", "twelve", "--handler", file, "--script", "focus 10"])
    #expect(plain.status == 0, "\(plain.error)")
    // iPhone 4: the whole view up by the 216-pt keyboard.
    #expect(plain.output.contains(#""rootTransform":{"tx":0,"ty":-216}"#))
    #expect(!plain.output.contains(#""event":"handler""#))
    let frames = try runBinary(
      ["simulate", "--layout", "twelve", "--handler", file, "--script", "focus 10", "--frames"])
    #expect(frames.output.contains(#""line":"L21 view.frame.origin.y = -216""#))
  }

  @Test(.enabled(if: frontEndBuilt, "formsim-frontend is not built beside formsim"))
  func checkReportsTheHandlerBesideTheStrategy() throws {
    let run = try runBinary([
      "check", "twelve", "--handler", Self.handler("InsetScrollRect.swift"), "--strategy",
      "reference", "--device", "iphone-15", "--format", "json",
    ])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.contains(#""strategy":"InsetScrollRect.swift""#))
    #expect(run.output.contains(#""strategy":"reference""#))
  }

  @Test(.enabled(if: frontEndBuilt, "formsim-frontend is not built beside formsim"))
  func aCrashFailsCheckAtItsLine() throws {
    let run = try runBinary([
      "check", "twelve", "--handler", Self.handler("Crash.swift"), "--device", "iphone4",
      "--portrait-only", "--format", "xcode",
    ])
    #expect(run.status == 1)
    #expect(run.output.contains("handler crashed at \(Self.handler("Crash.swift")):15:17"))
  }

  @Test(
    .enabled(if: frontEndBuilt, "formsim-frontend is not built beside formsim"),
    arguments: [
      ("Unsupported.swift", [String](), ":18:7: error: 'fallthrough'"),
      ("ConstraintJump.swift", [], ":20:7: error: 'bottomConstraint' is not bound"),
      (
        "ConstraintJump.swift", ["--bind", "bottomConstraint=nowhere"], "'nowhere' is not a target"
      ),
    ])
  func badHandlersExit2CompilerStyle(file: String, extra: [String], message: String) throws {
    let run = try runBinary(
      ["simulate", "--handler", Self.handler(file), "--script", "focus 1"] + extra)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.error.contains(message), "\(run.error)")
  }

  @Test(
    .enabled(if: readsObjectiveC, noObjectiveC),
    arguments: [
      (
        "OwnClassMember.m",
        ":9:64: error: property 'keyboardLift' not found on object of type 'NotesViewController *'"
      ),
      ("SyntaxError.m", ":5:20: error: expected expression"),
    ])
  func badObjectiveCHandlersExit2WithClangsWords(file: String, message: String) throws {
    let run = try runBinary(
      ["check", "twelve", "--handler", Self.handler(file), "--device", "iphone4"])
    #expect(run.status == 2)
    #expect(run.error.contains(Self.handler(file) + message), "\(run.error)")
  }

  @Test(.enabled(if: readsObjectiveC, noObjectiveC))
  func aStopFoundOnlyAtRunTimeIsBadInputToo() throws {
    // The toolbar's height is unknown only once the toolbar is made, at run time: the report
    // shows the failing fields, and the stop follows it on standard error, compiler-style, with
    // the status of any bad handler.
    let file = Self.handler("AccessoryToolbarInset.m")
    let run = try runBinary([
      "check", "twelve", "--handler", file, "--device", "iphone4", "--portrait-only",
    ])
    #expect(run.status == 2)
    #expect(run.output.contains("handler stopped at \(file):24:5"))
    let errors = run.error.split(separator: "\n").filter { $0.contains(": error: ") }
    #expect(errors.count == 1)
    #expect(errors.first?.hasPrefix("\(file):24:5: error: 'contentInset' takes a value") == true)
  }

  @Test(.enabled(if: readsObjectiveC, noObjectiveC))
  func simulateEndsWithTheStopAndStatusTwo() throws {
    // The same stop in a headless run: every settled line is printed (the stop is one of
    // them), then the stop on standard error, compiler-style, and the status of bad input.
    let file = Self.handler("AccessoryToolbarInset.m")
    let run = try runBinary([
      "simulate", "--layout", "twelve", "--handler", file, "--script", "focus 3;dismiss",
    ])
    #expect(run.status == 2)
    #expect(run.output.split(separator: "\n").filter { $0.contains("\"settled\"") }.count == 2)
    #expect(run.output.contains("handler stopped at \(file):24:5"))
    let errors = run.error.split(separator: "\n").filter { $0.contains(": error: ") }
    #expect(errors.count == 1)
    #expect(errors.first?.hasPrefix("\(file):24:5: error: 'contentInset' takes a value") == true)
  }

  @Test(.enabled(if: readsObjectiveC, noObjectiveC))
  func aRefusedFileShowsItsWarningsBeforeItsErrors() throws {
    // Unbound, the constraint stops the file; the warnings say what the front end read as
    // empty or opaque on the way, as a compiler shows them with its errors.
    let run = try runBinary(
      ["check", "twelve", "--handler", Self.handler("UnreadableAppCode.m"), "--device", "iphone4"])
    #expect(run.status == 2)
    let lines = run.error.split(separator: "\n").map(String.init)
    let header = try #require(
      lines.firstIndex { $0.contains(":6:1: warning: 'NoteComposerViewController.h'") })
    let error = try #require(
      lines.firstIndex { $0.contains(":46:5: error: 'barBottom' is not bound") })
    #expect(header < error)
    #expect(lines.filter { $0.contains(": warning: ") }.count == 11)
  }

  @Test(.enabled(if: readsObjectiveC, noObjectiveC))
  func checkRunsAnObjectiveCHandlerBesideItsStrategy() throws {
    let run = try runBinary(
      [
        "check", "twelve", "--handler", Self.handler("ContentInset.m"), "--strategy",
        "content-inset", "--device", "iphone4", "--format", "json",
      ])
    // Field by field, the same verdict and figures for the code as for the model.
    let report = try #require(
      JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let checks = try #require(report["checks"] as? [[String: Any]])
    func verdicts(_ strategy: String) -> [NSDictionary] {
      checks.filter { $0["strategy"] as? String == strategy }.map { check in
        var check = check
        check["strategy"] = nil
        return check as NSDictionary
      }
    }
    #expect(verdicts("content-inset").count >= 12)
    #expect(verdicts("content-inset") == verdicts("ContentInset.m"))
  }

  @Test func aMissingFrontEndIsOneLineSayingHowToBuildIt() throws {
    let run = try runBinary(
      ["simulate", "--handler", Self.handler("FrameOrigin.swift"), "--script", "focus 1"],
      environment: ["FORMSIM_FRONTEND": "/nonexistent/formsim-frontend"])
    #expect(run.status == 2)
    #expect(run.error.split(separator: "\n").count == 1)
    #expect(run.error.contains("swift build --product formsim-frontend"))
  }

  @Test func strategyAndHandlerTogetherAreRefusedWhereOneRuns() throws {
    let run = try runBinary([
      "simulate", "--handler", Self.handler("FrameOrigin.swift"), "--strategy", "none",
      "--script", "focus 1",
    ])
    #expect(run.status == 2)
    #expect(run.error.contains("give --strategy or --handler, not both"))
  }
}

/// The handler in the interactive simulator: its statements in the event log as they run.
@Suite(
  .serialized,
  .enabled(if: Tmux.isInstalled, "needs tmux (apt-get install tmux; .ci/run installs it)"),
  .enabled(if: HandlerBinaryTests.frontEndBuilt, "formsim-frontend is not built beside formsim"))
struct HandlerInteractiveTests {
  @Test func theEventLogShowsTheHandlersLinesAndF2CyclesPastIt() throws {
    let file = HandlerBinaryTests.handler("FrameOrigin.swift")
    let tmux = try Tmux("\(Tmux.binary) --layout twelve --handler \(file)", columns: 140, rows: 40)
    try tmux.waitFor(text: "F10Quit")
    #expect(try tmux.waitFor(text: "FrameOrigin.swift").contains("FrameOrigin.swift"))
    // Ten Tabs reach field 10; the handler moved the whole view up by the keyboard's 216 pt.
    for _ in 0..<10 { try tmux.press("Tab") }
    try tmux.waitFor(text: "rootTransform.ty     -216")
    // F2 goes on to the next strategy in the catalogue's order, wrapping from the handler to
    // the first built-in.
    try tmux.press("F2")
    try tmux.waitFor(text: "Strategy  none")
    try tmux.press("F10")
    try tmux.waitFor(text: "EXIT=0")
  }
}

/// An Objective-C handler in the real binary: beside the built-in strategy it was written
/// after, in `compare`, it draws the same pane.
@Suite(
  .serialized,
  .enabled(if: Tmux.isInstalled, "needs tmux (apt-get install tmux; .ci/run installs it)"),
  .enabled(if: HandlerBinaryTests.readsObjectiveC, HandlerBinaryTests.noObjectiveC))
struct ObjectiveCHandlerCompareTests {
  @Test func compareShowsTheSeedAndItsCodeAsTwoIdenticalPanes() throws {
    let file = HandlerBinaryTests.handler("ContentInset.m")
    let tmux = try Tmux(
      "\(Tmux.binary) compare --strategies content-inset --handler \(file) --layout twelve",
      columns: 160, rows: 48)
    try tmux.waitFor(text: "F10Quit")
    for _ in 0..<9 { try tmux.press("Tab") }
    // Field 9 (420…451) under content-inset on the iPhone 4: did-show scrolls it to
    // 420 − (216 − 15) = 219, so it ends at 451 − 219 = 232, 264 − 232 = 32 pt above the
    // keyboard; both panes, once settled.
    let screen = try tmux.waitFor("the settled verdict under each pane") {
      $0.components(separatedBy: "✓ field 9 visible, gap 32 pt").count - 1 == 2
    }
    let lines = screen.components(separatedBy: "\n").map { Array($0) }
    let frame = try #require(lines.first { $0.filter { $0 == "╭" }.count >= 2 })
    let corners = frame.indices.filter { frame[$0] == "╭" }
    let left = corners[0]
    let width = try #require(frame[left...].firstIndex(of: "╮")) - left + 1
    let right = try #require(corners.first { $0 >= left + width })
    let top = try #require(lines.firstIndex { $0 == frame })
    let bottom = try #require(lines[top...].firstIndex { $0.count > left && $0[left] == "╰" })
    var compared = 0
    for line in lines[top...bottom] where line.count >= right + width {
      #expect(String(line[left..<left + width]) == String(line[right..<right + width]))
      compared += 1
    }
    #expect(compared > 40)
    try tmux.press("F10")
    try tmux.waitFor(text: "EXIT=0")
  }
}

/// Handler files that are not files a user writes: each gets one line naming it, status 2, and
/// nothing is read for ever.
@Suite struct HandlerFileRefusalTests {
  @Test(
    .enabled(if: HandlerBinaryTests.frontEndBuilt, "formsim-frontend is not built beside formsim"),
    arguments: [
      ("/dev/zero", "not a regular file"), ("/dev/null", "not a regular file"),
      ("/", "the folder holds no .swift or .m file"),
      ("/nonexistent/Handler.swift", "No such file"),
    ])
  func specialFilesAreRefused(path: String, message: String) throws {
    let run = try runBinary(["simulate", "--handler", path, "--script", "focus 1"])
    #expect(run.status == 2)
    #expect(run.error.contains(message), "\(run.error)")
    #expect(run.error.split(separator: "\n").count == 1)
  }

  /// An expression thousands of operators long would overflow the stack of the code that walks
  /// it: the front end refuses it where it nests too deep.
  @Test(
    .enabled(if: HandlerBinaryTests.frontEndBuilt, "formsim-frontend is not built beside formsim"))
  func codeNestedFarTooDeepIsRefusedNotACrash() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("formsim-deep-\(UInt32.random(in: 0...UInt32.max)).swift").path
    let chain = String(repeating: " + 1", count: 3_000)
    try
      "class A: UIViewController {\n  override func viewDidLoad() {\n    let x = 1\(chain)\n  }\n}\n"
      .write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = try runBinary(["simulate", "--handler", path, "--script", "focus 1"])
    #expect(run.status == 2)
    #expect(run.error.hasPrefix(path + ":3:"), "\(run.error)")
    #expect(run.error.contains("nests more than 200 levels deep"))
  }
}
