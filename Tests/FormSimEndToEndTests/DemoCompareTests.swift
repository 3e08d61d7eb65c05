import Foundation
import Testing

/// `formsim demo` and `formsim compare` in a real terminal.
@Suite(
  .serialized,
  .enabled(if: Tmux.isInstalled, "needs tmux (apt-get install tmux; .ci/run installs it)"))
struct DemoCompareTests {
  /// The highest `Step N/7` on the screen, if any.
  static func step(in screen: String) -> Int? {
    guard let range = screen.range(of: #"Step (\d+)/7"#, options: .regularExpression) else {
      return nil
    }
    let text = screen[range].dropFirst("Step ".count).prefix { $0 != "/" }
    return Int(text)
  }

  @Test func demoPlaysItsCaptionedTourAndQQuits() throws {
    let tmux = try Tmux(Tmux.binary + " demo content-height --hold 0.2")
    let intro = try tmux.waitFor(text: "content-height (citrusleaf.in)")
    #expect(intro.contains("Take control"))
    let first = try tmux.waitFor("a step caption") { Self.step(in: $0) != nil }
    let reached = Self.step(in: first) ?? 0
    #expect(first.contains("content-height"))
    let later = try tmux.waitFor("a later step or the end") {
      (Self.step(in: $0) ?? 0) > reached || $0.contains("Tour finished")
    }
    #expect((Self.step(in: later) ?? 8) > reached)
    try tmux.press("q")
    try tmux.waitFor(text: "EXIT=0")
  }

  @Test func compareDrivesBothPanesWithTheSameKeys() throws {
    let tmux = try Tmux(
      Tmux.binary + " compare --strategies none,reference --layout twelve", columns: 160,
      rows: 48)
    try tmux.waitFor(text: "FormSim compare")
    for _ in 0..<7 { try tmux.press("Tab") }
    let screen = try tmux.waitFor("a verdict in each pane") { screen in
      screen.split(separator: "\n").contains { line in
        guard let cross = line.range(of: "✗ field 7 hidden"),
          let check = line.range(of: "✓ field 7 visible")
        else { return false }
        return cross.lowerBound < check.lowerBound
      }
    }
    let lines = screen.components(separatedBy: "\n")
    let titles = try #require(lines.first { $0.contains(" none ") && $0.contains("reference") })
    let none = try #require(titles.range(of: " none "))
    let reference = try #require(titles.range(of: "reference"))
    #expect(none.lowerBound < reference.lowerBound)
    try tmux.type("zebra")
    // The reference pane shows field 7 (and its text); in the none pane it is under the
    // keyboard, so dismissing shows it there too.
    try tmux.waitFor("the text in the reference pane") { $0.contains("zebra") }
    try tmux.press("Escape")
    try tmux.waitFor("the text in both panes") { screen in
      screen.components(separatedBy: "zebra").count - 1 == 2
    }
    try tmux.press("F10")
    try tmux.waitFor(text: "EXIT=0")
  }
}

/// Without a terminal both commands say so and exit 2.
@Suite struct DemoCompareWithoutATerminalTests {
  @Test(arguments: ["demo", "compare"])
  func aDumbTerminalIsRefused(command: String) throws {
    let run = try runBinary([command], environment: ["TERM": "dumb", "PATH": "/usr/bin:/bin"])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.error.hasPrefix("formsim \(command): "))
  }
}
