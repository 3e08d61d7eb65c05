import FormSimCore
import Testing

@testable import FormSimRender

/// The real-screen chrome as the user sees it: a literal check of each element's rows, and a
/// golden frame of each (`FORMSIM_UPDATE_GOLDENS=1` regenerates the files).
@Suite struct ChromeGoldenTests {
  static func run(
    _ chrome: Chrome, device: DeviceProfile = .iphone4, strategy: String = "reference",
    script: String
  ) throws -> (simulator: Simulator, events: [WorldEvent]) {
    var layout = Layout.twelve
    layout.chrome = chrome
    var simulator = Simulator(
      settings: SimulationSettings(layout: layout, device: device, strategy: strategy))
    var events: [WorldEvent] = []
    simulator.run(try ScriptParser.parse(script, fieldCount: 12)) { observation, _ in
      if case .events(let batch) = observation { events += batch }
    }
    return (simulator, events)
  }

  /// The device's screen rows alone, ASCII, trailing spaces trimmed.
  static func screenRows(_ simulator: Simulator, columns: Int = 100, rows: Int = 36) -> [String] {
    let renderer = ScreenRenderer(theme: Theme(colorEnabled: false, unicodeEnabled: false))
    let layout = renderer.layout(for: simulator.world, columns: columns, rows: rows)
    let frame = renderer.render(simulator, columns: columns, rows: rows)
    let lines = TextWriter.render(frame.grid, trimTrailingSpaces: false)
      .split(separator: "\n", omittingEmptySubsequences: false)
    return (layout.screen.y..<layout.screen.maxY).map { row in
      let line = Array(lines[row])
      let end = min(line.count, layout.screen.maxX)
      let cells = String(line[layout.screen.x..<max(layout.screen.x, end)])
      return String(cells.reversed().drop { $0 == " " }.reversed())
    }
  }

  /// The screen's layout for a simulator in the 100 × 36 terminal the tests draw.
  static func layout(_ simulator: Simulator) -> ScreenLayout {
    ScreenRenderer(theme: Theme(colorEnabled: false, unicodeEnabled: false))
      .layout(for: simulator.world, columns: 100, rows: 36)
  }

  @Test func navigationBar() throws {
    let run = try Self.run(Chrome(navigationBar: .standard), script: "focus 1")
    let layout = Self.layout(run.simulator)
    let rows = Self.screenRows(run.simulator)
    // The bar spans 20…64 pt: rows round(20 / ppr) ..< round(64 / ppr), the title on the middle.
    let bar = layout.row(atEdge: 20)..<layout.row(atEdge: 64)
    let middle = bar.lowerBound + (bar.count - 1) / 2
    #expect(rows[middle] == " < Back            twelve")
    for row in bar where row != middle { #expect(rows[row] == "") }
    // Field 1 sits 20 pt below the bar: its top edge at 64 + 20 = 84 pt.
    #expect(rows[layout.row(containing: 84)].hasPrefix("   # Field 1 ==="))
    Golden.check(ScreenScenario.text(run, unicode: false), named: "chrome-navigation-bar.txt")
  }

  /// A captured screen runs under its navigation bar, which is drawn over it: field 1 (window
  /// 20…51, the root view at y 0 and no inset) lies wholly under the bar (20…64), so the bar's
  /// rows still show the bar, a tap on them is the bar's, and field 2 keeps the row of its
  /// window top, 20 + 31 + 19 = 70.
  @Test func aCapturedScreenIsDrawnUnderItsNavigationBar() throws {
    var layout = Layout.twelve
    layout.chrome = Chrome(navigationBar: .standard)
    layout.captured = CapturedPlacement(
      window: Size(width: 320, height: 480),
      scrollViewFrame: Rect(x: 0, y: 0, width: 320, height: 480))
    let simulator = Simulator(
      settings: SimulationSettings(layout: layout, device: .iphone4, strategy: "none"))
    let screen = Self.layout(simulator)
    let rows = Self.screenRows(simulator)
    let bar = screen.row(atEdge: 20)..<screen.row(atEdge: 64)
    let middle = bar.lowerBound + (bar.count - 1) / 2
    #expect(rows[middle] == " < Back            twelve")
    for row in bar where row != middle { #expect(rows[row] == "") }
    let field1 = screen.row(containing: 35)
    #expect(bar.contains(field1))
    let hit = DeviceRenderer(theme: Theme(colorEnabled: false, unicodeEnabled: false)).hit(
      simulator.world, layout: screen, column: screen.screen.x + 30,
      row: screen.screen.y + field1)
    #expect(hit == .chrome)
    #expect(rows[screen.row(containing: 70)].hasPrefix("   + Field 2 ---"))
  }

  @Test func largeTitle() throws {
    let run = try Self.run(Chrome(navigationBar: .large), script: "")
    let layout = Self.layout(run.simulator)
    let rows = Self.screenRows(run.simulator)
    // The back button on the bar's first row, the large title left-aligned on the next.
    let top = layout.row(atEdge: 20)
    #expect(rows[top] == " < Back")
    #expect(rows[top + 1] == "  twelve")
  }

  @Test func tabBar() throws {
    let run = try Self.run(Chrome(tabBar: true), strategy: "none", script: "")
    let layout = Self.layout(run.simulator)
    let rows = Self.screenRows(run.simulator)
    // The tab bar covers 431…480 pt, its three items on its first row.
    let top = layout.row(atEdge: 431)
    #expect(rows[top] == "    * Form       o Search     o Settings")
    #expect(rows[top - 1].contains("value 9"))
    #expect(rows[top + 1] == "")
    Golden.check(ScreenScenario.text(run, unicode: false), named: "chrome-tab-bar.txt")
  }

  @Test func accessoryToolbar() throws {
    let run = try Self.run(Chrome(inputAccessory: .toolbar), script: "focus 7")
    let layout = Self.layout(run.simulator)
    let rows = Self.screenRows(run.simulator)
    // The toolbar rides on the keyboard at 220…264 pt, its buttons on its middle row; the keys'
    // top edge follows at 264.
    let top = layout.row(atEdge: 220)
    let rowsTall = layout.row(atEdge: 44)
    #expect(rows[top + (rowsTall - 1) / 2] == " < Prev  Next >                        Done")
    #expect(rows[top + rowsTall].hasPrefix("----------"))
    // Field 7 ends 10 pt above it: 179…210 pt.
    #expect(rows[layout.row(containing: 179)].contains("Field 7"))
    Golden.check(ScreenScenario.text(run, unicode: false), named: "chrome-toolbar.txt")
  }

  @Test func formSheet() throws {
    let run = try Self.run(
      Chrome(navigationBar: .standard, presentation: .formSheet), device: .ipad, script: "focus 12")
    let layout = Self.layout(run.simulator)
    let rows = Self.screenRows(run.simulator)
    // The card's edge one row above its top (202 pt) and one column left of 114 pt; its bar on
    // its first row, the title centred on the 540-pt card.
    let top = layout.row(atEdge: 202)
    let left = layout.column(atEdge: 114)
    #expect(Array(rows[top - 1])[left - 1] == "+")
    #expect(rows[top].hasPrefix(String(repeating: " ", count: left - 1) + "| < Back"))
    // Nothing of the form shows left of the card.
    for row in rows where row.contains("Field") {
      #expect(row.prefix(left - 1).allSatisfy { $0 == " " })
    }
    Golden.check(ScreenScenario.text(run, unicode: false), named: "chrome-form-sheet.txt")
  }

  @Test func toolbarButtonsAreHitTestedWhereTheyAreDrawn() throws {
    let run = try Self.run(Chrome(inputAccessory: .toolbar), script: "focus 7")
    let layout = Self.layout(run.simulator)
    let renderer = DeviceRenderer(theme: Theme(colorEnabled: false, unicodeEnabled: false))
    let row = layout.screen.y + layout.row(atEdge: 220) + (layout.row(atEdge: 44) - 1) / 2
    let line = Self.screenRows(run.simulator)[row - layout.screen.y]
    func column(of label: String) throws -> Int {
      let index = try #require(line.range(of: label)).lowerBound
      return layout.screen.x + line.distance(from: line.startIndex, to: index)
    }
    let world = run.simulator.world
    #expect(
      renderer.hit(world, layout: layout, column: try column(of: "< Prev"), row: row)
        == .toolbar(.previous))
    #expect(
      renderer.hit(world, layout: layout, column: try column(of: "Next"), row: row)
        == .toolbar(.next))
    #expect(
      renderer.hit(world, layout: layout, column: try column(of: "Done") + 2, row: row)
        == .toolbar(.done))
  }
}
