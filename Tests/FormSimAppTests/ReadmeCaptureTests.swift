import FormSimCore
import FormSimRender
import Foundation
import Testing

@testable import FormSimApp

/// The screen capture in docs/tui.md is what it says it is: `formsim --layout twelve` after
/// seven Tabs, drawn by the app model at 100×36 once everything has settled.
/// `FORMSIM_UPDATE_GOLDENS=1` rewrites it.
@Suite struct ReadmeCaptureTests {
  static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/tui.md")
  static let marker =
    "Here, `formsim --layout twelve` after seven Tabs (a text capture of the real screen):"

  @Test func theInteractiveCaptureIsSevenTabs() throws {
    var app = AppModel(simulator: Simulator(settings: SimulationSettings(layout: .twelve)))
    for _ in 0..<7 { _ = app.handle(.tab) }
    for _ in 0..<600 where !app.simulator.isSettled { app.advance(bySeconds: 1.0 / 60) }
    #expect(app.simulator.focusedIndex == 6)
    let frame = app.render(columns: 100, rows: 36, colorEnabled: true, unicodeEnabled: true)
    let capture = TextWriter.render(frame.grid, trimTrailingSpaces: true)
      .trimmingCharacters(in: .newlines)

    let text = try String(contentsOf: Self.readme, encoding: .utf8)
    let start = try #require(text.range(of: Self.marker + "\n\n```\n"))
    let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
    let current = String(text[start.upperBound..<end.lowerBound])
    if ProcessInfo.processInfo.environment["FORMSIM_UPDATE_GOLDENS"] != nil, current != capture {
      try (text[..<start.upperBound] + capture + text[end.lowerBound...])
        .write(to: Self.readme, atomically: true, encoding: .utf8)
    }
    #expect(current == capture)
  }
}
