import Foundation
import Testing

/// The interactive simulator in a real terminal: tmux types, tabs, resizes and quits.
@Suite(
  .serialized,
  .enabled(if: Tmux.isInstalled, "needs tmux (apt-get install tmux; .ci/run installs it)"))
struct InteractiveTests {
  static let command = "\(Tmux.binary) --layout twelve"

  /// A byte that is not UTF-8 (`ff`) is skipped: the escape sequence after it (`ESC O R`, F3)
  /// still switches the device, and only F10 quits.
  @Test func aByteThatIsNotUTF8IsSkippedNotTheEndOfInput() throws {
    let tmux = try Tmux(Self.command)
    try tmux.waitFor(text: "F10Quit")
    try tmux.send(hex: "ff", "1b", "4f", "52")
    let screen = try tmux.waitFor(text: "iphone-se")
    #expect(!screen.contains("EXIT="))
    try tmux.press("F10")
    try tmux.waitFor(text: "EXIT=0")
  }

  @Test func tabToALowFieldTypeAndSeeItAboveTheKeyboard() throws {
    let tmux = try Tmux(Self.command)
    try tmux.waitFor(text: "F10Quit")
    // Seven Tabs: the first focuses field 1, six more reach field 7 (y = 320, under the keyboard
    // without avoidance).
    for _ in 0..<7 { try tmux.press("Tab") }
    try tmux.type("hello e2e")
    let screen = try tmux.waitFor("field 7 settled above the keyboard") {
      $0.contains("hello e2e") && $0.contains("contentOffset        0, 97")
        && $0.contains("✓ fully visible")
    }
    let lines = screen.components(separatedBy: "\n")
    let textRow = try #require(lines.firstIndex { $0.contains("hello e2e") })
    let keyboardRow = try #require(lines.firstIndex { $0.contains("│q│") })
    #expect(textRow < keyboardRow)
    #expect(screen.contains("keyboard top         264"))
    try tmux.press("F10")
    try tmux.waitFor(text: "EXIT=0")
  }

  /// Bare `formsim` opens the simulator without the argument parser; what it shows, and how it
  /// answers keys, must be what `formsim run` does.
  @Test func bareFormsimOpensWhatRunOpens() throws {
    var screens: [String] = []
    for command in [Tmux.binary, "\(Tmux.binary) run"] {
      let tmux = try Tmux(command)
      try tmux.waitFor(text: "F10Quit")
      try tmux.press("Tab")
      try tmux.type("same")
      try tmux.waitFor(text: "same")
      // The clock and the event log run on wall-clock time, so their seconds are left out.
      screens.append(try tmux.waitForStillScreen().replacing(/\d+\.\d{3}/, with: "#.###"))
      try tmux.press("F10")
      try tmux.waitFor(text: "EXIT=0")
    }
    #expect(screens[0].contains("Strategy  reference"))
    #expect(screens[0] == screens[1])
  }

  /// Emoji sequences are drawn as parts every terminal gives the same width (`DisplayWidth`):
  /// tmux joins 👨‍👩‍👧‍👦 into 2 columns but draws 👍🏽 in 4 and ❤️ in 1, so sending them whole would
  /// break the row. The row shows the parts, and deleting them leaves it as it was, no stale cell.
  @Test func emojiSequencesKeepTheirRowIntact() throws {
    let tmux = try Tmux(Self.command)
    try tmux.waitFor(text: "F10Quit")
    try tmux.press("Tab")
    try tmux.type("a")
    let before = try tmux.waitFor(text: "┃ a ")
    let row = try #require(before.components(separatedBy: "\n").firstIndex { $0.contains("┃ a ") })
    try tmux.type("👍🏽b👨‍👩‍👧‍👦c❤️d🇫🇷e")
    try tmux.waitFor(text: "┃ a👍b👨👩👧👦c❤d🇫🇷e ")
    // 👍🏽, b, 👨‍👩‍👧‍👦, c, ❤️, d, 🇫🇷, e: eight characters.
    for _ in 0..<8 { try tmux.press("BSpace") }
    let restored = try tmux.waitFor("the row as it was") { screen in
      let lines = screen.components(separatedBy: "\n")
      let original = before.components(separatedBy: "\n")
      return lines.count > row && lines[row] == original[row]
    }
    #expect(!restored.contains("👍"))
    try tmux.press("F10")
    try tmux.waitFor(text: "EXIT=0")
  }

  @Test func switchingStrategyChangesTheHUDAndKeepsTheText() throws {
    let tmux = try Tmux(Self.command)
    try tmux.waitFor(text: "Strategy  reference")
    for _ in 0..<7 { try tmux.press("Tab") }
    try tmux.type("kept")
    try tmux.waitFor(text: "✓ fully visible")
    // F2 cycles to the next strategy: after `reference` comes `none` (the list wraps), which
    // leaves field 7 under the keyboard once it has slid in again.
    try tmux.press("F2")
    try tmux.waitFor("the none strategy with field 7 covered") {
      $0.contains("Strategy  none") && $0.contains("keyboard top         264")
        && $0.contains("✗ hidden")
    }
    // Next, content-height brings field 7 back above the keyboard: the text is still there.
    try tmux.press("F2")
    let screen = try tmux.waitFor("content-height with field 7 visible") {
      $0.contains("Strategy  content-height") && $0.contains("keyboard top         264")
        && $0.contains("✓ fully visible")
    }
    #expect(screen.contains("kept"))
    try tmux.press("F10")
    try tmux.waitFor(text: "EXIT=0")
  }

  @Test func resizeInTheMiddleOfASlide() throws {
    let tmux = try Tmux(Self.command + " --duration 2", columns: 100, rows: 36)
    try tmux.waitFor(text: "F10Quit")
    for _ in 0..<7 { try tmux.press("Tab") }
    usleep(300_000)
    try tmux.resize(columns: 140, rows: 44)
    usleep(200_000)
    try tmux.resize(columns: 90, rows: 30)
    let screen = try tmux.waitFor("the relaid-out screen after the slide") {
      $0.contains("keyboardDidShow") && $0.contains("F10Quit") && Self.fills(90, 30, $0)
    }
    #expect(try tmux.query("#{window_width}x#{window_height}") == "90x30")
    #expect(Self.fills(90, 30, screen), "not laid out for 90×30:\n\(screen)")
    try tmux.press("F10")
    try tmux.waitFor(text: "EXIT=0")
  }

  /// Whether `screen` (a capture of a `columns`×`rows` pane) shows a frame laid out for exactly
  /// that size. tmux clips what it shows to the pane, so "no line is wider than the pane" could
  /// not fail; a frame still laid out for a bigger terminal instead loses its right and bottom
  /// edges. Here the panel's right border ends every row above the footer, within the width, the
  /// bottom borders sit on the row above the footer, and the footer is the last row.
  static func fills(_ columns: Int, _ rows: Int, _ screen: String) -> Bool {
    var lines = screen.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    guard lines.count == rows, lines[rows - 1].hasPrefix("F1Help") else { return false }
    guard lines[rows - 2].filter({ $0 == "╯" }).count == 2 else { return false }
    return lines[..<(rows - 1)].allSatisfy { line in
      let trimmed = line.replacingOccurrences(
        of: "\\s+$", with: "", options: .regularExpression)
      return trimmed.count <= columns && "╮│╯".contains(trimmed.last ?? " ")
    }
  }

  @Test func tooSmallTerminalSaysHowBig() throws {
    let tmux = try Tmux(Self.command, columns: 40, rows: 12)
    try tmux.waitFor(text: "at least")
    try tmux.resize(columns: 100, rows: 36)
    try tmux.waitFor(text: "F10Quit")
    try tmux.press("F10")
    try tmux.waitFor(text: "EXIT=0")
  }

  @Test func quitKeyRestoresTheTerminal() throws {
    let tmux = try Tmux(Self.command)
    try tmux.waitFor(text: "F10Quit")
    #expect(try tmux.query("#{alternate_on}") == "1")
    try tmux.press("F10")
    let screen = try tmux.waitFor("the exit status and the terminal settings") {
      $0.contains("EXIT=0") && $0.contains("speed")
    }
    #expect(try tmux.query("#{alternate_on}") == "0")
    #expect(try tmux.query("#{cursor_flag}") == "1")
    #expect(screen.contains(" icanon ") && screen.contains(" echo "))
    #expect(!screen.contains("F10Quit"))
  }

  @Test func controlCRestoresTheTerminal() throws {
    let tmux = try Tmux(Self.command)
    try tmux.waitFor(text: "F10Quit")
    for _ in 0..<7 { try tmux.press("Tab") }
    try tmux.press("C-c")
    let screen = try tmux.waitFor("the exit status and the terminal settings") {
      $0.contains("EXIT=130") && $0.contains("speed")
    }
    #expect(try tmux.query("#{alternate_on}") == "0")
    #expect(try tmux.query("#{cursor_flag}") == "1")
    #expect(screen.contains(" icanon ") && screen.contains(" echo "))
  }

  @Test func printValuesOnQuit() throws {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("formsim-values-\(getpid()).json").path
    let tmux = try Tmux("\(Self.command) --print-values > \(output)")
    try tmux.waitFor(text: "F10Quit")
    try tmux.press("Tab")
    try tmux.type("Ada")
    try tmux.press("Tab")
    try tmux.type("Lovelace")
    try tmux.press("F4")  // rotate: text must survive
    try tmux.press("F3")  // another device: text must survive
    try tmux.waitFor(text: "Lovelace")
    try tmux.press("F10")
    try tmux.waitFor(text: "EXIT=0")
    let values = try String(contentsOfFile: output, encoding: .utf8)
    #expect(values.hasPrefix(#"{"Field 1":"Ada","Field 2":"Lovelace","Field 3":"""#))
  }

  @Test func noTerminalIsAClearError() throws {
    let run = try runBinary([])
    #expect(run.status == 2)
    #expect(run.error.hasPrefix("formsim run: "))
    #expect(run.error.split(separator: "\n").count == 1)
  }
}
