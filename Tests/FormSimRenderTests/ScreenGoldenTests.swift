import FormSimCore
import FormSimRender
import Testing

/// Whole frames of the `twelve` form on an iPhone 4 in a 100×36 terminal, as text.
@Suite struct ScreenGoldenTests {
  @Test func formAtRest() throws {
    let run = try ScreenScenario.run()
    Golden.check(ScreenScenario.text(run), named: "screen-rest.txt")
  }

  @Test func referenceMidSlide() throws {
    let run = try ScreenScenario.run(script: "focus 7", until: 0.15)
    Golden.check(ScreenScenario.text(run), named: "screen-reference-mid-slide.txt")
  }

  @Test(arguments: StrategyCatalog.names)
  func settledAfterFocusingField7(strategy: String) throws {
    let run = try ScreenScenario.run(strategy: strategy, script: "focus 7")
    Golden.check(ScreenScenario.text(run), named: "screen-\(strategy)-focus7.txt")
  }

  @Test func landscapeViewTransform() throws {
    let run = try ScreenScenario.run(
      strategy: "view-transform", script: "focus 5", orientation: .landscape)
    Golden.check(ScreenScenario.text(run), named: "screen-landscape-view-transform.txt")
  }

  @Test func tooSmall() throws {
    let run = try ScreenScenario.run()
    Golden.check(
      ScreenScenario.text(run, columns: 40, rows: 10), named: "screen-too-small.txt")
  }

  @Test func monochromeASCII() throws {
    let run = try ScreenScenario.run(script: "focus 7; type hello")
    Golden.check(
      ScreenScenario.text(run, color: false, unicode: false),
      named: "screen-mono-ascii.txt")
  }

  /// The monochrome look keeps focus, caret and keyboard apart with attributes alone: pinned as
  /// SGR codes so a lost reverse or bold shows up in review.
  @Test func monochromeAttributes() throws {
    let run = try ScreenScenario.run(script: "focus 7; type hello")
    let renderer = ScreenRenderer(theme: Theme(colorEnabled: false, unicodeEnabled: true))
    let frame = renderer.render(run.simulator, events: run.events, columns: 100, rows: 36)
    Golden.check(ANSIWriter.render(frame.grid, color: false), named: "screen-mono.ansi.txt")
  }
}
