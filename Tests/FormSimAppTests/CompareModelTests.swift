import FormSimApp
import FormSimCore
import FormSimRender
import Testing

@Suite struct CompareModelTests {
  static let settings = SimulationSettings(layout: .twelve, device: .iphone4)

  static func settle(_ compare: inout CompareModel) {
    for _ in 0..<600 where compare.needsFrames { compare.advance(bySeconds: 1.0 / 60) }
  }

  @Test func oneInputGoesToEveryPane() {
    var compare = CompareModel(settings: Self.settings, strategies: StrategyCatalog.names)
    #expect(compare.titles == StrategyCatalog.names)
    for _ in 0..<3 { _ = compare.handle(.tab) }
    for character in "abc" { _ = compare.handle(.character(character)) }
    _ = compare.handle(.backspace)
    _ = compare.handle(.function(4))
    Self.settle(&compare)
    for pane in compare.panes {
      #expect(pane.values[2].text == "ab")
      #expect(pane.simulator.focusedIndex == 2)
      #expect(pane.simulator.world.orientation == .landscape)
      #expect(pane.simulator.time == compare.panes[0].simulator.time)
    }
    #expect(compare.values[2].text == "ab")
  }

  @Test func slowMotionAndPauseAreShared() {
    var compare = CompareModel(settings: Self.settings, strategies: ["none", "reference"])
    _ = compare.handle(.function(7))
    _ = compare.handle(.tab)
    compare.advance(bySeconds: 0.5)
    #expect(compare.panes.allSatisfy { $0.timeScale == 5 && abs($0.simulator.time - 0.1) < 1e-9 })
    _ = compare.handle(.function(8))
    #expect(!compare.needsFrames)
  }

  @Test func theComparedAxisCannotBeSwitched() {
    var strategies = CompareModel(settings: Self.settings, strategies: ["none", "reference"])
    _ = strategies.handle(.function(2))
    #expect(strategies.titles == ["none", "reference"])
    _ = strategies.handle(.function(3))
    #expect(strategies.panes.allSatisfy { $0.settings.device.name == "iphone-se" })
    #expect(!strategies.footerHints.contains { $0.key == "F2" })

    var devices = CompareModel(settings: Self.settings, devices: [.iphone4, .ipad])
    _ = devices.handle(.function(3))
    #expect(devices.titles == ["iphone4", "ipad"])
    _ = devices.handle(.function(2))
    #expect(devices.panes.allSatisfy { $0.settings.strategy == "none" })
  }

  @Test func verdictsAfterFocusingField7() {
    var compare = CompareModel(settings: Self.settings, strategies: ["none", "reference"])
    #expect(compare.verdicts.map { $0.text() } == ["– no field focused", "– no field focused"])
    for _ in 0..<7 { _ = compare.handle(.tab) }
    Self.settle(&compare)
    #expect(
      compare.verdicts.map { $0.text() } == [
        "✗ field 7 hidden by 87 pt", "✓ field 7 visible, gap 10 pt",
      ])
    #expect(compare.verdicts.map { $0.text(glyphs: .ascii) }[1] == "OK field 7 visible, gap 10 pt")
    #expect(compare.verdicts.map { $0.shortText() } == ["✗ 7 hidden 87 pt", "✓ 7 gap 10 pt"])
    #expect(compare.verdicts.map(\.passed) == [false, true])
  }

  @Test func aClickFocusesThatFieldInEveryPane() throws {
    var compare = CompareModel(settings: Self.settings, strategies: ["none", "reference"])
    let layout = compare.layout(columns: 160, rows: 48)
    _ = compare.render(columns: 160, rows: 48, colorEnabled: false, unicodeEnabled: true)
    let pane = try #require(layout.panes.last)
    let field3 = try #require(pane.device.cell(at: Point(x: 160, y: 135)))
    _ = compare.handle(.click(column: field3.column, row: field3.row))
    #expect(compare.panes.allSatisfy { $0.simulator.focusedIndex == 2 })
    let background = try #require(pane.device.cell(at: Point(x: 5, y: 100)))
    _ = compare.handle(.click(column: background.column, row: background.row))
    #expect(compare.panes.allSatisfy { $0.simulator.focusedIndex == nil })
  }

  @Test func panesWrapAndTheRestAreCounted() {
    let sizes = Array(repeating: Size(width: 320, height: 480), count: 6)
    let wide = CompareLayout(columns: 160, rows: 48, windowSizes: sizes)
    #expect(wide.panes.count == 6)
    #expect(wide.hiddenCount == 0)
    #expect(Set(wide.panes.map(\.slot.y)).count == 2)
    let narrow = CompareLayout(columns: 80, rows: 30, windowSizes: sizes)
    #expect(narrow.panes.count == 3)
    #expect(narrow.hiddenCount == 3)
    #expect(narrow.notice != nil)
    let tiny = CompareLayout(columns: 30, rows: 12, windowSizes: sizes)
    #expect(tiny.isTooSmall)
    for layout in [wide, narrow] {
      let scales = Set(layout.panes.map(\.device.pointsPerColumn))
      #expect(scales.count == 1)
      for pane in layout.panes {
        #expect(pane.device.device.maxX <= layout.columns)
        #expect(pane.verdict.maxY <= layout.rows - 1)
      }
    }
  }

  @Test func aTinyTerminalGetsTheMessage() {
    let compare = CompareModel(settings: Self.settings, strategies: ["none", "reference"])
    let frame = compare.render(columns: 36, rows: 12, colorEnabled: false, unicodeEnabled: true)
    #expect(TextWriter.render(frame.grid).contains("40×20"))
  }
}
