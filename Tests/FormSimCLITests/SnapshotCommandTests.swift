import FormSimCore
import FormSimRender
import Foundation
import Testing

@testable import FormSimCLI

/// `formsim snapshot`: the terminal's frame written as text, ANSI or SVG, strips and comparisons,
/// and clear errors for bad options.
@Suite struct SnapshotCommandTests {
  /// The frame ScreenRenderer draws for the `twelve` form on an iPhone 4 after `script`, stopped
  /// at `time` if given, built here independently of the command.
  static func rendererFrame(
    strategy: String = "reference", script: String, until time: Double? = nil,
    columns: Int = 100, rows: Int = 36
  ) throws -> CellGrid {
    let settings = SimulationSettings(layout: .twelve, device: .iphone4, strategy: strategy)
    var simulator = Simulator(settings: settings)
    let steps = try ScriptParser.parse(script, fieldCount: simulator.fieldCount)
    var events: [WorldEvent] = []
    simulator.run(steps, until: time) { observation, _ in
      if case .events(let batch) = observation { events += batch }
    }
    let renderer = ScreenRenderer(theme: Theme(colorEnabled: true, unicodeEnabled: true))
    return renderer.render(simulator, events: events, columns: columns, rows: rows).grid
  }

  @Test func textIsTheRenderersFrame() throws {
    let run = formsim("snapshot", "--layout", "twelve", "--script", "focus 7")
    #expect(run.status == 0)
    #expect(run.error.isEmpty)
    let expected = TextWriter.render(
      try Self.rendererFrame(script: "focus 7"), trimTrailingSpaces: true)
    #expect(run.output == expected)
    #expect(run.output.split(separator: "\n", omittingEmptySubsequences: false).count == 37)
  }

  @Test func ansiAndSizeAreTheRenderersToo() throws {
    let run = formsim(
      "snapshot", "--layout", "twelve", "--script", "focus 7", "--format", "ansi", "--size",
      "80x30")
    #expect(run.status == 0)
    let grid = try Self.rendererFrame(script: "focus 7", columns: 80, rows: 30)
    #expect(run.output == ANSIWriter.render(grid))
  }

  @Test func midSlideDiffersFromSettledAndShowsTheKeyboardPartWay() throws {
    let settled = formsim("snapshot", "--layout", "twelve", "--script", "focus 7")
    let midSlide = formsim("snapshot", "--layout", "twelve", "--script", "focus 7", "--at", "0.15")
    #expect(midSlide.status == 0)
    #expect(midSlide.output != settled.output)
    let expected = TextWriter.render(
      try Self.rendererFrame(script: "focus 7", until: 0.15), trimTrailingSpaces: true)
    #expect(midSlide.output == expected)
    #expect(midSlide.output.contains("0.150s"))
    // The keyboard's top edge (a full-width rule inside the screen) is lower mid-slide.
    func keyboardRow(_ text: String) -> Int? {
      text.split(separator: "\n").firstIndex {
        $0.contains("│" + String(repeating: "─", count: 44))
      }
    }
    let midRow = try #require(keyboardRow(midSlide.output))
    let settledRow = try #require(keyboardRow(settled.output))
    #expect(midRow > settledRow)
    #expect(midRow < 34)
  }

  @Test func atAfterTheScriptSettledShowsTheSettledState() {
    let settled = formsim("snapshot", "--layout", "twelve", "--script", "focus 7")
    let later = formsim("snapshot", "--layout", "twelve", "--script", "focus 7", "--at", "5")
    #expect(later.status == 0)
    #expect(later.output.contains("5.000s"))
    #expect(
      later.output.replacingOccurrences(of: "5.000s", with: "0.300s")
        == settled.output)
  }

  @Test func withoutAScriptTheFormIsAtRest() {
    let run = formsim("snapshot", "--layout", "twelve")
    #expect(run.status == 0)
    #expect(run.output.contains("Field 1"))
    #expect(!run.output.contains("keyboardWillShow"))
  }

  @Test func svgIsDeterministic() {
    let arguments = ["snapshot", "--layout", "twelve", "--script", "focus 7", "--format", "svg"]
    var first = BufferConsole()
    var second = BufferConsole()
    #expect(FormSimCommandLine.main(arguments, console: &first) == 0)
    #expect(FormSimCommandLine.main(arguments, console: &second) == 0)
    #expect(first.output.hasPrefix("<?xml"))
    #expect(first.output.contains("<svg xmlns="))
    #expect(first.output.hasSuffix("</svg>\n"))
    #expect(first.output == second.output)
  }

  @Test func monochromeAndASCIILooks() {
    let mono = formsim(
      "snapshot", "--layout", "twelve", "--script", "focus 7", "--format", "ansi", "--no-color")
    #expect(mono.status == 0)
    #expect(!mono.output.contains("\u{1B}[3"))  // no foreground colour
    #expect(mono.output.contains("\u{1B}[7m") || mono.output.contains(";7m"))  // reverse keys
    let ascii = formsim("snapshot", "--layout", "twelve", "--script", "focus 7", "--ascii")
    #expect(ascii.status == 0)
    #expect(ascii.output.unicodeScalars.allSatisfy { $0.value < 0x2500 || $0.value > 0x257F })
  }

  @Test func stripHasEveryCaption() {
    let run = formsim(
      "snapshot", "--layout", "twelve", "--script", "focus 7", "--strip", "0,0.1,0.2,0.3",
      "--size", "60x40")
    #expect(run.status == 0)
    let firstLine = run.output.split(separator: "\n").first.map(String.init) ?? ""
    for caption in ["t = 0.00 s", "t = 0.10 s", "t = 0.20 s", "t = 0.30 s"] {
      #expect(firstLine.contains(caption))
    }
    // Four 60-column frames, two columns apart.
    #expect(DisplayWidth.of(firstLine) <= 4 * 60 + 3 * 2)
    #expect(run.output.split(separator: "\n").count == 41)
  }

  @Test func verticalStripStacksFrames() {
    let run = formsim(
      "snapshot", "--layout", "twelve", "--script", "focus 7", "--strip", "0, 0.3",
      "--strip-layout", "vertical")
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "t = 0.00 s")
    #expect(lines[38] == "t = 0.30 s")
  }

  @Test func compareSeedsHasTheSeedsAndBaselinesAndAllHasEveryStrategy() {
    let run = formsim(
      "snapshot", "--layout", "twelve", "--script", "focus 7", "--compare", "seeds", "--size",
      "60x40")
    #expect(run.status == 0)
    let captions = run.output.split(separator: "\n").first.map(String.init) ?? ""
    #expect(captions.split(separator: " ").map(String.init) == StrategyCatalog.compareDefault)
    let all = formsim(
      "snapshot", "--layout", "twelve", "--script", "focus 7", "--compare", "all", "--size",
      "60x40")
    #expect(all.status == 0)
    let allCaptions = all.output.split(separator: "\n").first.map(String.init) ?? ""
    #expect(allCaptions.split(separator: " ").map(String.init) == StrategyCatalog.names)
    let two = formsim(
      "snapshot", "--layout", "twelve", "--script", "focus 7", "--compare", "none,reference")
    #expect(two.status == 0)
    #expect(two.output.contains("✗ hidden"))
    #expect(two.output.contains("✓ fully visible"))
  }

  @Test func outWritesTheFileAndNothingToStdout() throws {
    let directory = uniqueTemporaryPath("snapshot")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("frame.svg").path
    let run = formsim("snapshot", "--layout", "twelve", "--script", "focus 7", "--out", path)
    #expect(run.status == 0)
    #expect(run.output.isEmpty)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written.contains("<svg"))  // the extension chose the format
    let text = formsim("snapshot", "--layout", "twelve", "--script", "focus 7")
    let textPath = directory.appendingPathComponent("frame").path
    _ = formsim("snapshot", "--layout", "twelve", "--script", "focus 7", "--out", textPath)
    #expect(try String(contentsOfFile: textPath, encoding: .utf8) == text.output)
    // Nothing but the two files: the temporary file was renamed, not left behind.
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 2)
  }

  /// `.ans` is ANSI too; an unknown extension writes nothing, not even a temporary file.
  @Test func theExtensionDecidesOrRefuses() throws {
    let directory = uniqueTemporaryPath("extensions")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let ans = directory.appendingPathComponent("frame.ans").path
    #expect(formsim("snapshot", "--layout", "twelve", "--out", ans).status == 0)
    #expect(try String(contentsOfFile: ans, encoding: .utf8).contains("\u{1B}[90m"))
    let png = directory.appendingPathComponent("frame.png").path
    #expect(formsim("snapshot", "--layout", "twelve", "--out", png).status == 2)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["frame.ans"])
  }

  /// Rows of the settled `focus 7` frame, written out by hand rather than by the renderer.
  /// Field 7 of `twelve` sits at y = 320 (bottom 351); the iPhone 4 keyboard is 216 pt, so its
  /// top is 480 − 216 = 264; the reference strategy keeps a 10-pt margin, so it scrolls by
  /// 351 + 10 − 264 = 97 and insets the bottom by 216. The field's window y is 320 − 97 = 223.
  @Test func settledFrameHasTheHandWorkedFigures() throws {
    let run = formsim("snapshot", "--layout", "twelve", "--script", "focus 7")
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.count == 37)  // 36 rows and the final line break
    /// The panel's cell on `row` (1-based), without the borders and padding.
    func panel(_ row: Int) -> String {
      let cells = lines[row - 1].split(separator: "│", omittingEmptySubsequences: false)
      return cells.count >= 2 ? cells[cells.count - 2].trimmingCharacters(in: .whitespaces) : ""
    }
    #expect(panel(2) == "Strategy  reference")
    // The strategy's summary wraps onto two of the panel's 42 inner columns.
    #expect(panel(3) == "inset = keyboard overlap; scroll field +")
    #expect(panel(4) == "margin into view, with the keyboard")
    #expect(panel(5) == "Device    iphone4 · portrait")
    #expect(panel(8) == "Time      ×1 · running · 0.300s")
    #expect(panel(10) == "contentOffset        0, 97")
    #expect(panel(11) == "contentInset.bottom  216")
    #expect(panel(12) == "contentSize          320 × 620")
    #expect(panel(13) == "rootTransform.ty     0")
    #expect(panel(14) == "keyboard top         264")
    #expect(panel(16) == "Field 7  x 20 y 223 w 280 h 31")
    #expect(panel(17) == "visible · gap        100% · 10 pt")
    #expect(panel(18) == "✓ fully visible")
    // Each will-/did-show after its change-frame notification (docs/uikit-behaviour.md, "Event order").
    #expect(panel(23) == "0.000 keyboardWillChangeFrame y 480→264")
    #expect(panel(24) == "0.000 keyboardWillShow y 480→264")
    #expect(panel(25) == "0.300 keyboardDidChangeFrame y 480→264")
    #expect(panel(26) == "0.300 keyboardDidShow y 480→264")
    // The focused field is drawn in heavy lines, the phone and the panel side by side.
    #expect(
      lines[16]
        == "   │   ┏ Field 7 ━━━━━━━━━━━━━━━━━━━━━━━━━━━┓   │     │ visible · gap        100% · 10 pt"
        + String(repeating: " ", count: 10) + "│")
    #expect(
      lines[35]
        == "F1Help F2Strategy F3Device F4Rotate F5Predictive F6HwKbd F7Slow F8Pause F9Step F12Panel "
        + "F10Quit")
  }

  /// `none` leaves field 7 where it is: y 320 in the window, 351 − 264 = 87 pt under the
  /// keyboard's top, 0% visible because its top (320) is below the keyboard's (264).
  @Test func noneLeavesFieldSevenHidden() {
    let run = formsim("snapshot", "--layout", "twelve", "--strategy", "none", "--script", "focus 7")
    #expect(run.output.contains("│ contentOffset        0, 0 "))
    #expect(run.output.contains("│ Field 7  x 20 y 320 w 280 h 31 "))
    #expect(run.output.contains("│ visible · gap        0% · -87 pt "))
    #expect(run.output.contains("│ ✗ hidden "))
  }

  /// The SVG canvas: 100 × 36 cells of 9 × 18 px inside 8 px of padding is 916 × 664 px.
  @Test func svgCanvasHasTheHandWorkedSize() {
    let run = formsim("snapshot", "--layout", "twelve", "--format", "svg")
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines[0] == #"<?xml version="1.0" encoding="UTF-8"?>"#)
    #expect(
      lines[1]
        == #"<svg xmlns="http://www.w3.org/2000/svg" width="916" height="664" viewBox="0 0 916 664">"#
    )
  }

  @Test func aFailedRunLeavesTheOldFile() throws {
    let path = uniqueTemporaryPath("snapshot.txt").path
    try "old\n".write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = formsim("snapshot", "--script", "focus 99", "--out", path)
    #expect(run.status == 2)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\n")
  }

  @Test(arguments: [
    (
      ["--at", "-1"],
      "Error: --at: expected a number of seconds >= 0, got '-1'"
    ),
    (
      ["--size", "10"],
      "Error: The value '10' is invalid for '--size <colsxrows>': expected COLSxROWS, e.g. 100x36"
    ),
    (
      ["--size", "5x3"],
      "Error: The value '5x3' is invalid for '--size <colsxrows>': 5x3 is too small to read;"
        + " give at least 20x8"
    ),
    (
      ["--size", "2000x40"],
      "Error: The value '2000x40' is invalid for '--size <colsxrows>': 2000x40 is too large;"
        + " give at most 1000x1000"
    ),
    (
      ["--format", "svgz"],
      "Error: The value 'svgz' is invalid for '--format <f>': did you mean 'svg'? (choose from:"
        + " text, ansi, svg)"
    ),
    (
      ["--out", "/nonexistent/x.svg"],
      "formsim snapshot: cannot write /nonexistent/x.svg: No such file or directory"
    ),
    (["--out", "/"], "formsim snapshot: cannot write /: Is a directory"),
    (
      ["--out", "x.png"],
      "Error: --out x.png: snapshot writes text, ANSI or SVG, not .png; name the file .txt,"
        + " .ansi, .ans, .svg, or leave the extension out"
    ),
    (
      ["--out", "x.PNG", "--format", "svg"],
      "Error: --out x.PNG: snapshot writes text, ANSI or SVG, not .png; name the file .txt,"
        + " .ansi, .ans, .svg, or leave the extension out"
    ),
    (
      ["--out", "x.svg", "--format", "text"],
      "Error: --format text does not match --out x.svg: that name is for --format svg"
    ),
    (
      ["--strip", "0,-0.1"],
      "Error: The value '0,-0.1' is invalid for '--strip <times>': expected times in seconds >= 0"
        + " separated by commas, e.g. 0,0.1,0.2,0.3; '-0.1' is not"
    ),
    (
      ["--strip", "0,0.1", "--at", "0.1"],
      "Error: give --at or --strip, not both (--strip lists its own times)"
    ),
    (
      ["--strip", "0,0.1", "--compare", "all"],
      "Error: give --strip or --compare, not both"
    ),
    (
      ["--compare", "none,refrence"],
      "Error: The value 'none,refrence' is invalid for '--compare <strategies>': did you mean"
        + " 'reference'? (choose from: \(strategyNames), all, seeds)"
    ),
    (
      ["--compare", "none,none"],
      "Error: The value 'none,none' is invalid for '--compare <strategies>': 'none' is listed twice"
    ),
    (
      ["--strip-layout", "diagonal"],
      "Error: The value 'diagonal' is invalid for '--strip-layout <l>': choose from:"
        + " horizontal, vertical"
    ),
    (
      ["--color", "--no-color"],
      "Error: Value to be set with flag '--no-color' had already been set with flag '--color'"
    ),
    (
      ["--script", "focus 99"],
      "formsim snapshot: script step 1 'focus 99': field 99 does not exist; this form has fields 1 to 12"
    ),
    (
      ["--script", " ; ;"],
      "formsim snapshot: the script has no steps (--script); give steps such as 'focus 7'"
    ),
  ])
  func badOptionsSayWhatToFixAndExit2(options: [String], message: String) {
    var console = BufferConsole()
    let status = FormSimCommandLine.main(
      ["snapshot", "--layout", "twelve"] + options, console: &console)
    #expect(status == 2)
    #expect(console.output.isEmpty)
    #expect(console.error.split(separator: "\n").first.map(String.init) == message)
  }

  @Test func aSizeBelowTheScreensMinimumDrawsTheTooSmallMessage() {
    let run = formsim("snapshot", "--size", "40x10")
    #expect(run.status == 0)
    #expect(run.output.contains("Terminal too small"))
    #expect(run.output.split(separator: "\n", omittingEmptySubsequences: false).count == 11)
  }

  @Test func helpListsTheOptions() {
    let run = formsim("snapshot", "--help")
    #expect(run.status == 0)
    for option in ["--at", "--size", "--format", "--out", "--strip", "--compare", "--ascii"] {
      #expect(run.output.contains(option))
    }
  }
}
