import FormSimCore
import Testing

@testable import FormSimRender

/// An iPhone with a hardware keyboard: a field's toolbar alone on the screen's bottom edge, and
/// nothing of the keyboard for a field without one.
@Suite struct HardwareAccessoryGoldenTests {
  static func run(_ layout: Layout, script: String) throws -> (
    simulator: Simulator, events: [WorldEvent]
  ) {
    var simulator = Simulator(
      settings: SimulationSettings(layout: layout, device: .iphone15, strategy: "reference"))
    var events: [WorldEvent] = []
    simulator.run(try ScriptParser.parse(script, fieldCount: layout.fieldSpecs.count)) {
      observation, _ in
      if case .events(let batch) = observation { events += batch }
    }
    return (simulator, events)
  }

  /// Whether a row shows the letters keyboard.
  static func isKeyRow(_ row: String) -> Bool {
    row.contains("q") && row.contains("w") && row.contains("e r")
  }

  // signup-nav's 44-pt toolbar on the iPhone 15 (852 pt tall): its top at 852 − 44 = 808, on the
  // bottom edge with nothing below it, the Prev / Next / Done row there and no key row anywhere.
  @Test func theToolbarSitsAloneOnTheBottomEdge() throws {
    let run = try Self.run(.signUpNavigation, script: "hardware; focus 7")
    let layout = ChromeGoldenTests.layout(run.simulator)
    let rows = ChromeGoldenTests.screenRows(run.simulator)
    let top = layout.row(atEdge: 808)
    #expect(rows[top].contains("< Prev  Next >"))
    #expect(rows[top].hasSuffix("Done"))
    #expect(top < rows.count)
    #expect(!rows.contains(where: Self.isKeyRow))
    // Field 7's label is still drawn above the toolbar.
    #expect(rows[..<top].contains { $0.contains("Referral") })
    Golden.check(ScreenScenario.text(run, unicode: false), named: "hardware-toolbar-iphone.txt")
  }

  // `twelve` has no accessory: with a hardware keyboard nothing of the keyboard is drawn.
  @Test func withoutAnAccessoryNothingIsDrawn() throws {
    let run = try Self.run(.twelve, script: "hardware; focus 12")
    let rows = ChromeGoldenTests.screenRows(run.simulator)
    #expect(!rows.contains { $0.contains("< Prev") })
    #expect(!rows.contains(where: Self.isKeyRow))
  }
}
