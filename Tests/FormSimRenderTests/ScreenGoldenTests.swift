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
}
