import FormSimCore
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
