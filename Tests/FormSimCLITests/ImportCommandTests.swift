import FormSimCore
import FormSimRender
import Foundation
import Testing

@testable import FormSimCLI

/// Storyboards and xibs on the command line: `layouts --import`, `--layout FILE.storyboard`
/// with `--scene`, and `check` over every form scene in its table, JUnit and GitHub formats.
@Suite struct ImportCommandTests {
  static let storyboards = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("FormSimCoreTests/Storyboards")
  static let signUp = storyboards.appendingPathComponent("SignUp.storyboard").path
  static let shipping = storyboards.appendingPathComponent("ShippingAddress.xib").path
  static let malformed = storyboards.appendingPathComponent("Malformed.storyboard").path
  static let legacy = storyboards.appendingPathComponent("Legacy.xib").path

  func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
    var console = BufferConsole()
    let status = FormSimCommandLine.main(arguments, console: &console)
    return (status, console.output, console.error)
  }

  @Test func layoutsImportListsScenesAndFields() {
    let result = run(["layouts", "--import", Self.signUp])
    #expect(result.status == 0)
    #expect(
      result.output.hasPrefix(
        "\(Self.signUp): storyboard, designed on retina4_7, 3 scenes, 2 with text fields\n"))
    #expect(
      result.output.contains(
        "Sign up (SignUpViewController, id SignUp, scene Sgn-Sc-001): 8 fields"))
    #expect(
      result.output.contains(
        "scroll view x 0 y 64 w 375 h 603 · content height 900 · standard navigation bar"))
    #expect(result.output.contains("2  Last name "))
    #expect(result.output.contains("no scroll view: a fixed view"))
    #expect(result.output.contains("Welcome (scene Wlc-Sc-001): no text fields"))
  }

  /// A dump whose labels are Chinese (two terminal columns a character): every row's `kind`
  /// column starts at the same terminal column as the header's. The widest label, 手机号码或邮箱,
  /// is 7 characters, 14 columns; "#" and its two spaces take 3, so `kind` starts at column
  /// 3 + 14 + 2 = 19 in each row. Padded by characters it started at 3 + 7 + 2 = 12 in the
  /// header, 19 after the long label, 3 + 4 + 7 = 14 after 密码 and 12 after Code.
  @Test func layoutsImportPadsWideLabelsByTheirColumns() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("formsim-wide-\(UUID().uuidString).txt")
    try """
    <UIWindow: 0x1; frame = (0 0; 320 568)>
       | <UIView: 0x2; frame = (0 0; 320 568)>
       |    | <UITextField: 0x3; frame = (16 80; 288 44); placeholder = \\u624b\\u673a\\u53f7\\u7801\\u6216\\u90ae\\u7bb1>
       |    | <UITextField: 0x4; frame = (16 130; 288 44); placeholder = \\u5bc6\\u7801>
       |    | <UITextField: 0x5; frame = (16 180; 288 44); placeholder = Code>
    """.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = run(["layouts", "--import", file.path])
    #expect(result.status == 0)
    let rows = result.output.split(separator: "\n").filter {
      $0.hasPrefix("  #") || $0.hasPrefix("  1 ") || $0.hasPrefix("  2 ") || $0.hasPrefix("  3 ")
    }
    #expect(rows.count == 4)
    #expect(rows[1].contains("手机号码或邮箱"))
    /// The terminal column where `kind` (the header) or `text` (a row) starts, after the
    /// two-space indent.
    func kindColumn(_ row: Substring) -> Int? {
      let text = row.dropFirst(2)
      guard let range = text.range(of: "kind") ?? text.range(of: "text") else { return nil }
      return DisplayWidth.of(String(text[..<range.lowerBound]))
    }
    #expect(rows.map(kindColumn) == [19, 19, 19, 19])
  }

  @Test func layoutsImportJSONReadsBackAsALayout() throws {
    let result = run(["layouts", "--import", Self.signUp, "--scene", "Sgn-Sc-001", "--json"])
    #expect(result.status == 0)
    let layout = try LayoutParser.parse(Data(result.output.utf8), file: "out.json")
    #expect(layout.fieldSpecs.count == 8)
    #expect(layout.fieldSpecs[3].secure)
    #expect(layout.fieldSpecs[1].frame == Rect(x: 191.5, y: 61, width: 167.5, height: 34))
    // The import's warnings go to standard error, so the JSON stays clean.
    #expect(result.error.contains("line 76: 'Confirm password' has an ambiguous frame"))

    let several = run(["layouts", "--import", Self.signUp, "--json"])
    #expect(several.status == 2)
    #expect(several.error.contains("holds 2 form scenes; choose one with --scene NAME"))
  }

  @Test func layoutAndSceneWhereverALayoutGoes() {
    let result = run([
      "simulate", "--layout", Self.signUp, "--scene", "Login", "--script", "focus 2",
    ])
    #expect(result.status == 0)
    // The storyboard's designed device (375×667) is the default: the iPhone SE.
    #expect(result.output.contains(#""keyboard":{"visible":true,"frame":{"x":0,"y":451,"#))
    let unnamed = run(["simulate", "--layout", Self.signUp, "--script", "focus 1"])
    #expect(unnamed.status == 2)
    #expect(unnamed.error.contains("LoginViewController (id Login, scene Lgn-Sc-001): 2 fields"))
    let stray = run(["simulate", "--scene", "Login", "--script", "focus 1"])
    #expect(stray.status == 2)
    #expect(stray.error.contains("--scene needs --layout"))
  }

  @Test func checkRunsEveryFormScene() {
    let reference = run(["check", Self.signUp])
    #expect(reference.status == 0)
    #expect(reference.output.contains("Sign up: 8 fields, each focused"))
    #expect(reference.output.contains("LoginViewController: 2 fields, each focused"))
    #expect(reference.output.contains("16 checks, 0 failed"))
    let none = run(["check", Self.signUp, "--strategy", "none"])
    #expect(none.status == 1)
    let one = run(["check", Self.shipping, "--device", "iphone4", "--portrait-only"])
    #expect(one.status == 0)
    #expect(one.output.hasSuffix("7 checks, 0 failed\n"))
  }

  @Test func checkJUnitAndGitHub() throws {
    let junit = run([
      "check", Self.signUp, "--scene", "Login", "--device", "iphone4", "--portrait-only",
      "--strategy", "none", "--format", "junit",
    ])
    #expect(junit.status == 1)
    #expect(
      junit.output.hasPrefix(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"formsim check\" tests=\"2\" failures=\"2\""
      ))
    #expect(junit.output.contains("line=\"149\""))

    let github = run([
      "check", Self.signUp, "--device", "iphone4", "--portrait-only", "--strategy", "none",
      "--format", "github",
    ])
    #expect(github.status == 1)
    let lines = github.output.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("::warning file=\(Self.signUp),line=76,") }.count == 1)
    #expect(
      lines.contains {
        $0.hasPrefix(
          "::error file=\(Self.signUp),line=94,title=formsim check::Sign up: field 8 'Promo code' is not fully visible"
        )
      })
    // The login scene's lower field ends 20 pt below the 480-pt window (264 − 500 = −236 when
    // nothing moved); UIKit scrolls it up to the window's bottom: 264 − 480 = −216.
    #expect(
      lines.last
        == "LoginViewController: 2 checks, 2 failed: iphone4 portrait fields 1–2 hidden by up to 216 pt"
    )
  }

  @Test func brokenFilesExitTwoWithALine() {
    let malformed = run(["check", Self.malformed])
    #expect(malformed.status == 2)
    #expect(malformed.error.contains("Malformed.storyboard: line 71: not well-formed XML"))
    let legacy = run(["layouts", "--import", Self.legacy])
    #expect(legacy.status == 2)
    #expect(
      legacy.error.contains("Legacy.xib: line 2: written in the format of Xcode 4 and earlier"))
    let scene = run(["check", Self.signUp, "--scene", "Checkout"])
    #expect(scene.status == 2)
    #expect(scene.error.contains("no scene is called 'Checkout'"))
  }

  @Test func watchNeedsAFile() {
    let builtIn = run(["check", "long", "--watch"])
    #expect(builtIn.status == 2)
    #expect(builtIn.error.contains("--watch needs a layout file"))
    let noLayout = run(["run", "--watch"])
    #expect(noLayout.status == 2)
  }
}
