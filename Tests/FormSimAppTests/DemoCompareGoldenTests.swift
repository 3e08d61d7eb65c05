import FormSimApp
import FormSimCore
import FormSimRender
import Testing

/// Whole frames of `formsim demo` mid-tour and of `formsim compare`, as text.
@Suite struct DemoCompareGoldenTests {
  /// A demo of one built-in tour on the `long` form, on an iPhone 4.
  static func demo(_ strategy: String) -> DemoModel {
    let settings = SimulationSettings(layout: .long, device: .iphone4)
    return DemoModel(
      settings: settings, tours: [DemoTour.builtIn(strategy: strategy, settings: settings)])
  }

  /// Runs `model`'s clock at 60 Hz until `done` holds (at most a minute).
  static func play(_ model: inout DemoModel, until done: (DemoModel) -> Bool) {
    for _ in 0..<3600 where !done(model) { model.advance(bySeconds: 1.0 / 60) }
  }

  static func text(_ frame: RenderedFrame) -> String {
    TextWriter.render(frame.grid, trimTrailingSpaces: true)
  }

  @Test func demoContentHeightAfterTheLowField() {
    var demo = Self.demo("content-height")
    Self.play(&demo) { $0.phase == .holding(tour: 0, step: 1) }
    #expect(demo.phase == .holding(tour: 0, step: 1))
    let frame = demo.render(columns: 100, rows: 36, colorEnabled: true, unicodeEnabled: true)
    Golden.check(Self.text(frame), named: "demo-content-height-low-field.txt")
  }

  @Test func demoIntroduction() {
    let demo = Self.demo("view-transform")
    let frame = demo.render(columns: 100, rows: 36, colorEnabled: false, unicodeEnabled: false)
    Golden.check(Self.text(frame), named: "demo-view-transform-intro-ascii.txt")
  }

  /// Six strategies after `focus 7` on `twelve`, on an iPhone 4.
  static func compareAfterFocus7() -> CompareModel {
    var compare = CompareModel(
      settings: SimulationSettings(layout: .twelve, device: .iphone4),
      strategies: StrategyCatalog.compareDefault)
    for _ in 0..<7 { _ = compare.handle(.tab) }
    for _ in 0..<120 { compare.advance(bySeconds: 1.0 / 60) }
    return compare
  }

  @Test func compareSixStrategies() {
    let compare = Self.compareAfterFocus7()
    let frame = compare.render(columns: 160, rows: 48, colorEnabled: true, unicodeEnabled: true)
    Golden.check(Self.text(frame), named: "compare-six-strategies-focus7.txt")
  }

  @Test func compareNarrowTerminal() {
    let compare = Self.compareAfterFocus7()
    let frame = compare.render(columns: 80, rows: 30, colorEnabled: true, unicodeEnabled: true)
    Golden.check(Self.text(frame), named: "compare-narrow.txt")
  }

  @Test func compareDevices() {
    var compare = CompareModel(
      settings: SimulationSettings(layout: .long, device: .iphone4, strategy: "view-transform"),
      devices: [.iphone4, .iphoneSE, .iphone15])
    _ = compare.handle(.function(4))
    for _ in 0..<60 { compare.advance(bySeconds: 1.0 / 60) }
    _ = compare.handle(.tab)
    for _ in 0..<60 { compare.advance(bySeconds: 1.0 / 60) }
    let frame = compare.render(columns: 160, rows: 48, colorEnabled: false, unicodeEnabled: false)
    Golden.check(Self.text(frame), named: "compare-devices-landscape-ascii.txt")
  }
}
