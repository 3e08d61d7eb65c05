import FormSimCore
import Foundation
import Testing

@testable import FormSimCLI

/// Runs `formsim` in-process with buffered output.
func formsim(_ arguments: String...) -> (status: Int32, output: String, error: String) {
  formsim(arguments)
}

/// Runs `formsim` in-process with buffered output.
func formsim(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
  var console = BufferConsole()
  let status = FormSimCommandLine.main(arguments, console: &console)
  return (status, console.output, console.error)
}

/// A path in the temporary folder that no other run (of this or another test process) uses.
func uniqueTemporaryPath(_ name: String) -> URL {
  FileManager.default.temporaryDirectory.appendingPathComponent(
    "formsim-\(UUID().uuidString)-\(name)")
}

/// Every strategy name, as the did-you-mean messages list them.
let strategyNames = StrategyCatalog.names.joined(separator: ", ")

@Suite struct CommandLineTests {
  @Test func simulatePrintsTheContractLine() {
    let run = formsim("simulate", "--layout", "twelve", "--script", "focus 7")
    #expect(run.status == 0)
    #expect(run.error.isEmpty)
    #expect(
      run.output
        == #"{"event":"settled","step":"focus 7","t":0.3,"focused":7,"keyboard":{"visible":true,"frame":{"x":0,"y":264,"width":320,"height":216}},"scroll":{"contentOffset":{"x":0,"y":97},"contentInset":{"top":0,"left":0,"bottom":216,"right":0},"scrollIndicatorInsets":{"top":0,"left":0,"bottom":216,"right":0},"adjustedContentInset":{"top":0,"left":0,"bottom":216,"right":0},"contentSize":{"width":320,"height":620},"frameInWindow":{"x":0,"y":0,"width":320,"height":480}},"rootTransform":{"tx":0,"ty":0},"field":{"index":7,"frameInWindow":{"x":20,"y":223,"width":280,"height":31},"visibleFraction":1,"gapToKeyboard":10,"caretRectInWindow":{"x":28,"y":228.5,"width":2,"height":20}}}"#
        + "\n")
  }

  @Test func theScrollViewsFrameInTheWindowMovesWithTheRootView() {
    // view-transform on field 10 (content y 470) slides the root view by (480 − 470) −
    // (480 − 216 − 5) = −249. The scroll view inside it is then at y 0 − 249 on screen, as the
    // field is at 470 − 21 (UIKit's own scroll, 501 − 480) − 249 = 200. (The scroll view's
    // frame was given before the move: y 0.)
    let run = formsim(
      "simulate", "--layout", "twelve", "--strategy", "view-transform", "--script", "focus 10")
    #expect(run.status == 0)
    #expect(run.output.contains(#""rootTransform":{"tx":0,"ty":-249}"#), "\(run.output)")
    #expect(
      run.output.contains(#""frameInWindow":{"x":0,"y":-249,"width":320,"height":480}}"#),
      "\(run.output)")
    #expect(
      run.output.contains(#""field":{"index":10,"frameInWindow":{"x":20,"y":200,"#), "\(run.output)"
    )
  }

  @Test func framesAndNotifications() {
    let run = formsim("simulate", "--layout", "twelve", "--frames", "--script", "focus 7; dismiss")
    let lines = run.output.split(separator: "\n")
    let frames = lines.filter { $0.contains(#""event":"frame""#) }
    let notifications = lines.filter { $0.contains(#""event":"notification""#) }
    let settled = lines.filter { $0.contains(#""event":"settled""#) }
    // 18 frames in and 18 out; 6 lines in (should/did begin, will-change-frame, will-show,
    // did-change-frame, did-show) and 5 out (will-change-frame, will-hide, did end,
    // did-change-frame, did-hide): UIKit's order, docs/uikit-behaviour.md, "Event order".
    #expect(frames.count == 36)
    #expect(notifications.count == 11)
    #expect(settled.count == 2)
    #expect(notifications[2].contains(#""name":"keyboardWillChangeFrame""#))
    #expect(notifications[3].contains(#""name":"keyboardWillShow""#))
    #expect(notifications[3].contains(#""begin":{"x":0,"y":480,"width":320,"height":216}"#))
    #expect(notifications[7].contains(#""name":"keyboardWillHide""#))
    #expect(notifications[8].contains(#""name":"didEndEditing""#))
  }

  @Test func scriptFromAFile() throws {
    let path = uniqueTemporaryPath("script.txt")
    try "focus 2\ndismiss\n".write(to: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: path) }
    let run = formsim("simulate", "--script-file", path.path)
    #expect(run.status == 0)
    #expect(run.output.split(separator: "\n").count == 2)
  }

  /// The values parsed into the options, straight from an argument list.
  @Test func optionsParseIntoTheirValues() throws {
    let command = try SimulateCommand.parse([
      "--script", "focus 3", "--device", "ipad", "--strategy", "content-inset", "--layout",
      "twelve", "--landscape", "--margin", "12", "--duration", "0.5", "--curve", "linear", "--fps",
      "30", "--no-predictive", "--ios-era", "ios7", "--hardware-keyboard", "--frames",
      "--no-auto-toolbar",
    ])
    #expect(command.script.script == "focus 3")
    #expect(command.frames)
    let settings = try command.common.settings()
    #expect(settings.device.name == "ipad")
    #expect(settings.strategy == "content-inset")
    #expect(settings.layout.name == "twelve")
    #expect(settings.orientation == .landscape)
    #expect(settings.margin == 12)
    #expect(settings.keyboardTiming.duration == 0.5)
    #expect(settings.keyboardTiming.curve == .linear)
    #expect(settings.framesPerSecond == 30)
    #expect(settings.predictive == false)
    #expect(settings.era == .ios7)
    #expect(settings.hardwareKeyboard)
    #expect(!settings.autoToolbar)
    #expect(settings.strategyOptions == StrategyOptions(margin: 12, autoToolbar: false))
  }

  /// Nothing given: the defaults every command line had before.
  @Test func defaultsAreKept() throws {
    let settings = try SimulateCommand.parse(["--script", "focus 1"]).common.settings()
    #expect(settings.device.name == "iphone4")
    #expect(settings.strategy == "reference")
    #expect(settings.layout.name == "long")
    #expect(settings.orientation == .portrait)
    // No --margin: every strategy keeps its own distance (the reference's 10, …).
    #expect(settings.margin == nil)
    #expect(settings.keyboardTiming.duration == 0.3)
    #expect(settings.keyboardTiming.curve == .easeInOut)
    #expect(settings.framesPerSecond == 60)
    #expect(settings.predictive == nil)
    #expect(settings.era == nil)  // the device's own era: modern for every built-in
    #expect(!settings.hardwareKeyboard)
    // IQKeyboardManager's enableAutoToolbar, as the library ships it.
    #expect(settings.autoToolbar)
  }

  /// `--no-auto-toolbar` takes IQKeyboardManager's toolbar off the keyboard: on the iPhone 4
  /// the keyboard top is 480 − 216 − 44 = 220 with it and 480 − 216 = 264 without.
  @Test func autoToolbarReachesIQKeyboardManager() {
    func output(_ extra: String...) -> String {
      let run = formsim(
        [
          "simulate", "--layout", "twelve", "--strategy", "iqkeyboardmanager", "--script",
          "focus 7",
        ]
          + extra)
      #expect(run.status == 0)
      return run.output
    }
    let withToolbar =
      #""keyboard":{"visible":true,"frame":{"x":0,"y":220,"width":320,"height":260}"#
    let without = #""keyboard":{"visible":true,"frame":{"x":0,"y":264,"width":320,"height":216}"#
    #expect(output().contains(withToolbar))
    #expect(output("--auto-toolbar").contains(withToolbar))
    #expect(output("--no-auto-toolbar").contains(without))
  }

  @Test(arguments: [
    (
      ["simulate", "--script", "focus 99"],
      "formsim simulate: script step 1 'focus 99': field 99 does not exist; this form has fields 1 to 24"
    ),
    (
      ["simulate", "--script", "focus 1", "--device", "iphone5"],
      "Error: The value 'iphone5' is invalid for '--device <name|file>': did you mean 'iphone4'? (choose from: iphone4, iphone-se, iphone-15, ipad, iphone-se-1, iphone-13-mini, iphone-16-pro-max, ipad-air-11, ipad-pro-11, ipad-pro-13, iphone-14, iphone-16-pro, iphone-16-plus)"
    ),
    (
      ["simulate", "--script", "focus 1", "--strategy", "refrence"],
      "Error: The value 'refrence' is invalid for '--strategy <name>': did you mean 'reference'? (choose from: \(strategyNames))"
    ),
    (
      ["simulate", "--script", "focus 1", "--curve", "eas-in-out"],
      "Error: The value 'eas-in-out' is invalid for '--curve <c>': did you mean 'ease-in-out'? (choose from: linear, ease-in-out, spring)"
    ),
    (
      ["simulate", "--script", "focus 1", "--layout", "/nonexistent.json"],
      "formsim simulate: /nonexistent.json: no such file, and not a built-in layout (built-ins: signup, long, twelve, profile, signup-nav, settings-tabs, ipad-sheet, account-table)"
    ),
    (
      ["simulate"],
      "Error: missing required option --script <s> (or --script-file <file>)"
    ),
    (
      ["simulate", "--script", ";;;"],
      "formsim simulate: the script has no steps (--script); give steps such as 'focus 7'"
    ),
    (
      ["simulate", "--script", "focus 1", "--duration", "-1"],
      "Error: --duration: expected a number of seconds between 0 and 60, got '-1'"
    ),
    (
      ["simulate", "--script", "focus 1", "--fps", "0"],
      "Error: --fps: expected a whole number of frames per second between 1 and 240, got '0'"
    ),
    (
      ["simulate", "--script", "focus 1", "--devcie", "ipad"],
      "Error: Unknown option '--devcie'. Did you mean '--device'?"
    ),
    (
      ["simulate", "--script", "focus 1", "--predictive", "--no-predictive"],
      "Error: Value to be set with flag '--no-predictive' had already been set with flag '--predictive'"
    ),
    (
      ["simulate", "--script", "focus 1", "--script-file", "x"],
      "Error: give --script or --script-file, not both"
    ),
    (["simulat"], "Error: unknown command 'simulat' — did you mean 'simulate'?"),
    (["help", "chek"], "Error: unknown command 'chek' — did you mean 'check'?"),
    (
      ["layouts", "twelv"],
      "Error: The value 'twelv' is invalid for '<name>': did you mean 'twelve'? (choose from: signup, long, twelve, profile, signup-nav, settings-tabs, ipad-sheet, account-table)"
    ),
    (
      ["layouts", "NOSUCH"],
      "Error: The value 'NOSUCH' is invalid for '<name>': choose from: signup, long, twelve, profile, signup-nav, settings-tabs, ipad-sheet, account-table"
    ),
    (
      ["bench"],
      "formsim bench: the benchmark is a program of its own: swift run -c release formsim-bench"
    ),
  ])
  func badInputSaysWhatToFixAndExits2(arguments: [String], message: String) {
    let run = formsim(arguments)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.error.split(separator: "\n").first.map(String.init) == message)
  }

  /// Argument errors end with where to read more, as the library writes it.
  @Test func usageErrorsPointToTheCommandsHelp() {
    let run = formsim("simulate", "--script", "focus 1", "--device", "iphone5")
    #expect(run.error.hasSuffix("\n  See 'formsim simulate --help' for more information.\n"))
    #expect(run.error.contains("\nUsage: formsim simulate "))
  }

  @Test func badLayoutFileNamesThePath() throws {
    let path = uniqueTemporaryPath("bad.json")
    try
      #"{"fields":[{"label":"a"},{"label":"b"},{"label":"c"},{"label":"d","frame":{"x":0,"y":0,"width":10,"height":-1}}]}"#
      .write(
        to: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: path) }
    let run = formsim("simulate", "--layout", path.path, "--script", "focus 1")
    #expect(run.status == 2)
    #expect(
      run.error
        == "formsim simulate: \(path.path): fields[3].frame.height: must be > 0 and at most 10000000 (got -1)\n"
    )
  }

  @Test func listings() {
    let devices = formsim("devices")
    #expect(devices.status == 0)
    // The name column is as wide as the longest name (iphone-16-pro-max).
    #expect(devices.output.contains("iphone4            320×480"))
    #expect(devices.output.contains("335 / 208"))
    let strategies = formsim("strategies")
    for name in [
      "none", "content-height", "content-inset", "view-transform", "scroll-offset", "reference",
    ] {
      #expect(strategies.output.contains(name))
    }
    #expect(formsim("layouts").output.contains("twelve"))
    #expect(formsim("--version").output == "formsim \(FormSimCommandLine.version)\n")
    #expect(formsim("simulate", "--help").output.contains("--script <s>"))
  }

  /// `formsim help`, `formsim help COMMAND` and `--help` print on stdout and exit 0.
  @Test func helpInEveryForm() {
    let top = formsim("help")
    #expect(top.status == 0)
    #expect(top.error.isEmpty)
    for name in ["run (default)", "simulate", "snapshot", "check", "layouts"] {
      #expect(top.output.contains(name))
    }
    #expect(formsim("--help").output == top.output)
    let check = formsim("help", "check")
    #expect(check.status == 0)
    #expect(check.output.contains("USAGE: formsim check [<options>] <layout>"))
    #expect(check.output.contains("Exit status: 0 when every checked field"))
    #expect(check.output.contains("\n  formsim check long --format json > report.json\n"))
    #expect(formsim("check", "--help").output == check.output)
  }
}

@Suite struct LayoutsCommandTests {
  @Test func printsABuiltInAsALayoutFileThatLoadsBackTheSame() throws {
    let run = formsim("layouts", "--json", "profile")
    #expect(run.status == 0)
    let path = uniqueTemporaryPath("profile.json")
    try run.output.write(to: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: path) }
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
        "Error: --json needs a layout NAME (one of: signup, long, twelve, profile, signup-nav, settings-tabs, ipad-sheet, account-table)"
      ))
  }

  /// A name without `--json` lists that one layout: the header, the rule and its row.
  @Test func aNameListsThatLayout() {
    let run = formsim("layouts", "twelve")
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[2].hasPrefix("twelve  12      620 pt"))
  }
}
