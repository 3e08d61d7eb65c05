import FormSimCore
import Foundation
import Testing

@testable import FormSimCLI

@Suite struct CheckCommandTests {
  private func run(_ arguments: [String], terminal: Bool = false) -> (
    status: Int32, output: String, error: String
  ) {
    var console = BufferConsole()
    console.errorIsTerminal = terminal
    let status = FormSimCommandLine.main(["check"] + arguments, console: &console)
    return (status, console.output, console.error)
  }

  @Test func exitsZeroWhenEveryFieldEndsVisible() {
    let result = run(["long", "--device", "iphone4"])
    #expect(result.status == 0)
    #expect(result.output.hasSuffix("48 checks, 0 failed\n"))
    #expect(result.output.contains("✓  reference  24/24"))
  }

  @Test func exitsOneAndNamesTheHiddenFields() {
    // Keyboard top 264 on a portrait iPhone 4; field 6 ends at 301, field 24 at 1201, which
    // UIKit scrolls up to the window's bottom, 480: hidden by 480 − 264 = 216.
    let result = run(["long", "--device", "iphone4", "--portrait-only", "--strategy", "none"])
    #expect(result.status == 1)
    #expect(
      result.output.hasSuffix(
        "24 checks, 19 failed: iphone4 portrait fields 6–24 hidden by up to 216 pt\n"))
    #expect(result.output.contains("✗  none"))
    #expect(result.output.contains("5/24"))
  }

  /// A field off the phone's side (x = 500 on a 320-pt iPhone 4) fails and is said to be off
  /// the side; fields 1 (y = 20–51) and 2 (y = 40–71) overlap, which the report warns about.
  @Test func offTheSideFailsAndOverlapsAreWarnedAbout() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("formsim-side-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: file) }
    let json = """
      { "name": "side", "fields": [ { "label": "A" },
        { "label": "B", "frame": { "x": 20, "y": 40, "width": 280, "height": 31 } },
        { "label": "C", "frame": { "x": 500, "y": 100, "width": 140, "height": 31 } } ] }
      """
    try json.write(toFile: file, atomically: true, encoding: .utf8)
    let result = run([file, "--device", "iphone4", "--portrait-only"])
    #expect(result.status == 1)
    #expect(
      result.output.hasSuffix(
        "3 checks, 1 failed: iphone4 portrait field 3 off the screen's side\n"))
    #expect(result.error == "formsim check: warning: fields 1 and 2 overlap\n")
  }

  @Test func viewTransformFailsInLandscape() {
    // Keyboard top 158. Field 8 from field 7 (offset 31, shift −99): read through the shift at
    // 370 − 31 − 99 = 240, the seed sets the shift to 221 − 240 = −19; UIKit then scrolls field
    // 8 (370…401) into the 320-pt bounds, offset 401 − 320 = 81: 370 − 81 − 19 = 270…301, hidden
    // by 301 − 158 = 143. Field 10 passes (see LayoutCheckTests).
    let result = run([
      "long", "--device", "iphone4", "--landscape-only", "--strategy", "view-transform",
    ])
    #expect(result.status == 1)
    #expect(
      result.output.hasSuffix(
        "24 checks, 20 failed: iphone4 landscape fields 4–9, 11–24 hidden by up to 143 pt\n"))
  }

  @Test func anyFailingStrategyFailsARunOfAll() {
    let result = run(["signup", "--device", "iphone4", "--strategy", "all"])
    #expect(result.status == 1)
    #expect(result.output.contains("✓  reference"))
    // Each strategy is named in the summary when several were checked.
    #expect(result.output.contains("iphone4 landscape none field"))
  }

  @Test func badInputExitsTwo() {
    let missing = run(["/nonexistent/form.json"])
    #expect(missing.status == 2)
    #expect(missing.error.contains("/nonexistent/form.json: no such file"))

    let device = run(["long", "--device", "iphone5"])
    #expect(device.status == 2)
    #expect(
      device.error.hasPrefix(
        "Error: The value 'iphone5' is invalid for '--device <name>': did you mean 'iphone4'?"))

    let strategy = run(["long", "--strategy", "refrence"])
    #expect(strategy.status == 2)
    #expect(
      strategy.error.hasPrefix(
        "Error: The value 'refrence' is invalid for '--strategy <name>': did you mean"
          + " 'reference'?"))

    let format = run(["long", "--format", "jsn"])
    #expect(format.status == 2)
    #expect(
      format.error.hasPrefix(
        "Error: The value 'jsn' is invalid for '--format <f>': did you mean 'json'?"))

    #expect(run(["long", "--portrait-only", "--landscape-only"]).status == 2)
    #expect(run(["long", "--format", "yaml"]).status == 2)
    #expect(run([]).status == 2)
  }

  @Test func aMalformedLayoutFileExitsTwoWithItsPath() throws {
    let url = uniqueTemporaryPath("check.json")
    try Data(#"{"fields":[{"label":"a","frame":{"x":0,"y":0,"width":10,"height":0}}]}"#.utf8).write(
      to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = run([url.path])
    #expect(result.status == 2)
    #expect(result.error.contains("fields[0].frame.height"))
    #expect(result.output.isEmpty)
  }

  @Test func jsonHasStableKeysAndASummary() throws {
    let result = run([
      "long", "--device", "iphone4", "--portrait-only", "--strategy", "content-height",
      "--format", "json",
    ])
    #expect(result.status == 1)
    let json = try JSONParser.parse(result.output)
    #expect(json["layout"] == .string("long"))
    #expect(json["summary"]?["checks"] == .int(24))
    #expect(json["summary"]?["failed"] == .int(19))
    guard case .array(let checks) = json["checks"] else {
      Issue.record("checks is not an array")
      return
    }
    // Field 7 from field 6: the seed ignores the re-posted will-show; gap 264 − 309 = −45.
    let seven = checks[6]
    #expect(seven["field"] == .int(7))
    #expect(seven["passed"] == .bool(false))
    #expect(seven["fromRest"]?["gapToKeyboard"] == .int(5))
    #expect(seven["fromPrevious"]?["gapToKeyboard"] == .int(-45))
    #expect(seven["fromPrevious"]?["restoresOffset"] == .bool(false))
  }

  @Test func markdownHasATablePerDeviceAndOrientation() {
    let result = run(["twelve", "--device", "ipad", "--format", "markdown"])
    #expect(result.status == 0)
    #expect(result.output.contains("### ipad portrait\n\n|  | strategy | passing |"))
    #expect(result.output.contains("### ipad landscape"))
    #expect(result.output.contains("| ✓ | reference | 12/12 |"))
  }

  @Test func progressOnlyOnATerminalAndClearedAtTheEnd() {
    let quiet = run(["signup", "--device", "iphone4"])
    #expect(quiet.error.isEmpty)
    let shown = run(["signup", "--device", "iphone4"], terminal: true)
    #expect(shown.error.hasPrefix("\rchecking "))
    #expect(shown.error.hasSuffix("\r\u{1B}[K"))
  }

  @Test func timingGoesToStandardError() {
    let result = run(["signup", "--device", "iphone4", "--timing", "--jobs", "1"])
    #expect(result.error.hasPrefix("check: 10 checks in "))
    #expect(!result.output.contains("check: 10 checks in"))
  }

  /// One field, one device, one orientation, one strategy: one check, in the singular.
  @Test func countsOfOneAreSingular() throws {
    let url = uniqueTemporaryPath("check.json")
    try Data(#"{"name":"one","fields":[{"label":"Only"}]}"#.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = run([
      url.path, "--device", "iphone4", "--portrait-only", "--timing", "--jobs", "1",
    ])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("one: 1 field, each focused from rest and from the previous"))
    #expect(result.output.hasSuffix("\n1 check, 0 failed\n"))
    #expect(result.error.hasPrefix("check: 1 check in "))
    #expect(result.error.hasSuffix(" s, 1 thread)\n"))
  }

  /// The arguments as the check sees them: repeats collapse, `all` means every strategy.
  @Test func argumentsParseIntoTheCheck() throws {
    let check = try CheckCommand.parse([
      "long", "--strategy", "all", "--strategy", "none", "--device", "ipad", "--device", "ipad",
      "--landscape-only", "--jobs", "2", "--margin", "4",
    ]).makeCheck()
    #expect(check.layout.name == "long")
    #expect(check.devices.map(\.name) == ["ipad"])
    #expect(check.strategies == StrategyCatalog.names)
    #expect(check.orientations == [.landscape])
    #expect(check.concurrency == 2)
    #expect(check.settings.margin == 4)
    let defaults = try CheckCommand.parse(["twelve"]).makeCheck()
    #expect(defaults.devices.map(\.name) == ["iphone4", "iphone-se", "iphone-15", "ipad"])
    #expect(defaults.strategies == ["reference"])
    #expect(defaults.orientations == [.portrait, .landscape])
  }

  @Test func helpExplainsTheExitStatusForAll() {
    let result = run(["--help"])
    #expect(result.status == 0)
    // The library wraps the text to the terminal's width; read it as one line.
    let text = result.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(text.contains("(with --strategy all, one failing strategy fails the run,"))
  }

  @Test func compactsFieldRanges() {
    #expect(FieldRanges.text([1, 2, 3, 5, 7, 8]) == "1–3, 5, 7–8")
    #expect(FieldRanges.phrase([4]) == "field 4")
  }
}
