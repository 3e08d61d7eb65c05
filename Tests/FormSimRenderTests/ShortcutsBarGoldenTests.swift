import FormSimCore
import Testing

@testable import FormSimRender

/// The iPad's shortcuts bar with a hardware keyboard: a short strip on the screen's bottom, its
/// items on one row, and nothing else of the keyboard.
@Suite struct ShortcutsBarGoldenTests {
  static func run(_ layout: Layout = .twelve, script: String) throws -> (
    simulator: Simulator, events: [WorldEvent]
  ) {
    var simulator = Simulator(
      settings: SimulationSettings(layout: layout, device: .ipad, strategy: "reference"))
    var events: [WorldEvent] = []
    simulator.run(try ScriptParser.parse(script, fieldCount: layout.fieldSpecs.count)) {
      observation, _ in
      if case .events(let batch) = observation { events += batch }
    }
    return (simulator, events)
  }

  @Test func theBarIsAStripOnTheBottom() throws {
    let run = try Self.run(script: "hardware; focus 3")
    let layout = ChromeGoldenTests.layout(run.simulator)
    let rows = ChromeGoldenTests.screenRows(run.simulator)
    // The bar's top edge at 969 pt (1024 − 55): its rule there, its items on the next row, which
    // is the screen's last.
    let top = layout.row(atEdge: 969)
    #expect(rows[top] == String(repeating: "-", count: layout.screen.width))
    #expect(rows[top + 1] == "  undo  redo  paste         \"I\" | The | I'm")
    #expect(top + 2 == rows.count)
    // No key row anywhere.
    #expect(!rows.contains { $0.contains("q") && $0.contains("w") && $0.contains("e r") })
    #expect(rows[top - 1].isEmpty || !rows[top - 1].hasPrefix("---"))
    Golden.check(ScreenScenario.text(run, unicode: false), named: "shortcuts-bar.txt")
  }

  // signup-nav's 44-pt toolbar rides above the bar: 1024 − 55 − 44 = 925 pt.
  @Test func theAccessorySitsAboveTheBar() throws {
    let run = try Self.run(.signUpNavigation, script: "hardware; focus 2")
    let layout = ChromeGoldenTests.layout(run.simulator)
    let rows = ChromeGoldenTests.screenRows(run.simulator)
    let toolbar = layout.row(atEdge: 925)
    let bar = layout.row(atEdge: 969)
    #expect(rows[toolbar..<bar].contains { $0.contains("< Prev  Next >") })
    #expect(rows[bar].hasPrefix("-----"))
    #expect(rows[bar + 1].hasPrefix("  undo  redo  paste"))
    Golden.check(ScreenScenario.text(run, unicode: false), named: "shortcuts-bar-toolbar.txt")
  }

  /// A narrow screen keeps the suggestions and drops the shortcuts that would crowd them.
  @Test func aNarrowBarKeepsTheSuggestions() {
    var grid = CellGrid(width: 20, height: 2, fill: Cell(" "))
    KeyboardRenderer(theme: Theme(colorEnabled: false, unicodeEnabled: false)).drawShortcutsBar(
      top: 0, height: 5, width: 20, clipBottom: 2, into: &grid)
    let text = TextWriter.render(grid, trimTrailingSpaces: true)
    // (20 − 16) / 2 = 2 columns before the 16-column suggestions.
    #expect(text == "--------------------\n  \"I\" | The | I'm\n")
  }
}
