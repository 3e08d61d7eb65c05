import FormSimCore
import Foundation
import Testing

@testable import FormSimCLI

/// Runs `formsim` in-process with buffered output.
func formsim(_ arguments: String...) -> (status: Int32, output: String, error: String) {
  var console = BufferConsole()
  let status = FormSimCommandLine.main(arguments, console: &console)
  return (status, console.output, console.error)
}

@Suite struct CommandLineTests {
  @Test func simulatePrintsTheContractLine() {
    let run = formsim("simulate", "--layout", "twelve", "--script", "focus 7")
    #expect(run.status == 0)
    #expect(run.error.isEmpty)
    #expect(
      run.output
        == #"{"event":"settled","step":"focus 7","t":0.3,"focused":7,"keyboard":{"visible":true,"frame":{"x":0,"y":264,"width":320,"height":216}},"scroll":{"contentOffset":{"x":0,"y":97},"contentInset":{"top":0,"left":0,"bottom":216,"right":0},"scrollIndicatorInsets":{"top":0,"left":0,"bottom":216,"right":0},"adjustedContentInset":{"top":0,"left":0,"bottom":216,"right":0},"contentSize":{"width":320,"height":620}},"rootTransform":{"tx":0,"ty":0},"field":{"index":7,"frameInWindow":{"x":20,"y":223,"width":280,"height":31},"visibleFraction":1,"gapToKeyboard":10}}"#
        + "\n")
  }

  @Test func framesAndNotifications() {
    let run = formsim("simulate", "--layout", "twelve", "--frames", "--script", "focus 7; dismiss")
    let lines = run.output.split(separator: "\n")
    let frames = lines.filter { $0.contains(#""event":"frame""#) }
    let notifications = lines.filter { $0.contains(#""event":"notification""#) }
    let settled = lines.filter { $0.contains(#""event":"settled""#) }
    // 18 frames in and 18 out; 4 notifications each way (should/did begin, will/did show; did
    // end, will/did hide = 3).
    #expect(frames.count == 36)
    #expect(notifications.count == 7)
    #expect(settled.count == 2)
    #expect(notifications[2].contains(#""name":"keyboardWillShow""#))
    #expect(notifications[2].contains(#""begin":{"x":0,"y":480,"width":320,"height":216}"#))
  }

  @Test func scriptFromAFile() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("formsim-script.txt")
    try "focus 2\ndismiss\n".write(to: path, atomically: true, encoding: .utf8)
    let run = formsim("simulate", "--script-file", path.path)
    #expect(run.status == 0)
    #expect(run.output.split(separator: "\n").count == 2)
  }

  @Test(arguments: [
    (
      ["simulate", "--script", "focus 99"],
      "formsim simulate: script step 1 'focus 99': field 99 does not exist; this form has fields 1 to 24"
    ),
    (
      ["simulate", "--script", "focus 1", "--device", "iphone5"],
      "formsim simulate: unknown device 'iphone5' — did you mean 'iphone4'? (choose from: iphone4, iphone-se, iphone-15, ipad)"
    ),
    (
      ["simulate", "--script", "focus 1", "--strategy", "refrence"],
      "formsim simulate: unknown strategy 'refrence' — did you mean 'reference'? (choose from: \(strategyNames))"
    ),
    (
      ["simulate", "--script", "focus 1", "--layout", "/nonexistent.json"],
      "formsim simulate: /nonexistent.json: no such file, and not a built-in layout (built-ins: signup, long, twelve, profile)"
    ),
    (["simulate"], "formsim simulate: missing required option --script S (or --script-file FILE)"),
    (
      ["simulate", "--script", "focus 1", "--duration", "-1"],
      "formsim simulate: --duration: expected a number of seconds between 0 and 60, got '-1'"
    ),
    (
      ["simulate", "--script", "focus 1", "--devcie", "ipad"],
      "formsim simulate: unknown option '--devcie' — did you mean '--device'?"
    ),
    (["simulat"], "formsim: unknown command 'simulat' — did you mean 'simulate'?"),
  ])
  func badInputSaysWhatToFixAndExits2(arguments: [String], message: String) {
    var console = BufferConsole()
    let status = FormSimCommandLine.main(arguments, console: &console)
    #expect(status == 2)
    #expect(console.output.isEmpty)
    #expect(console.error.split(separator: "\n").first.map(String.init) == message)
  }

  @Test func badLayoutFileNamesThePath() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("formsim-bad.json")
    try #"{"fields":[{},{},{},{"frame":{"x":0,"y":0,"width":10,"height":-1}}]}"#.write(
      to: path, atomically: true, encoding: .utf8)
    let run = formsim("simulate", "--layout", path.path, "--script", "focus 1")
    #expect(run.status == 2)
    #expect(
      run.error == "formsim simulate: \(path.path): fields[3].frame.height: must be > 0 (got -1)\n")
  }

  @Test func listings() {
    let devices = formsim("devices")
    #expect(devices.status == 0)
    #expect(devices.output.contains("iphone4    320×480"))
    #expect(devices.output.contains("335 / 208"))
    let strategies = formsim("strategies")
    for name in [
      "none", "content-height", "content-inset", "view-transform", "scroll-offset", "reference",
    ] {
      #expect(strategies.output.contains(name))
    }
    #expect(formsim("layouts").output.contains("twelve"))
    #expect(formsim("--version").output == "formsim \(FormSimCommandLine.version)\n")
    #expect(formsim("simulate", "--help").output.contains("--script S"))
  }
}

@Suite struct LayoutsCommandTests {
  @Test func printsABuiltInAsALayoutFileThatLoadsBackTheSame() throws {
    let run = formsim("layouts", "--json", "profile")
    #expect(run.status == 0)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("formsim-profile.json")
    try run.output.write(to: path, atomically: true, encoding: .utf8)
    let simulated = formsim("simulate", "--layout", path.path, "--script", "focus 5")
    let builtIn = formsim("simulate", "--layout", "profile", "--script", "focus 5")
    #expect(simulated.status == 0)
    #expect(simulated.output == builtIn.output)
  }

  @Test func jsonNeedsAName() {
    let run = formsim("layouts", "--json")
    #expect(run.status == 2)
    #expect(
      run.error.hasPrefix(
        "formsim layouts: --json needs a layout NAME (one of: signup, long, twelve, profile)"))
  }
}
