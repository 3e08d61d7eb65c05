import FormSimCore
import Testing

@testable import FormSimRender

@Suite struct DeviceRendererTests {
  @Test func aFieldCoveredByTheKeyboardHasNoCursor() throws {
    let run = try ScreenScenario.run(strategy: "none", script: "focus 7")
    let frame = ScreenRenderer(theme: Theme(colorEnabled: true, unicodeEnabled: true)).render(
      run.simulator, columns: 100, rows: 36)
    #expect(frame.cursor == nil)
    let device = frame.grid.lines.map { String($0.prefix(50)) }.joined(separator: "\n")
    #expect(device.contains("Field 5"))
    #expect(!device.contains("Field 7"))
  }

  @Test func theReferenceStrategyKeepsField7AboveTheKeyboard() throws {
    let run = try ScreenScenario.run(script: "focus 7")
    let renderer = ScreenRenderer(theme: Theme(colorEnabled: true, unicodeEnabled: true))
    let frame = renderer.render(run.simulator, columns: 100, rows: 36)
    let cursor = try #require(frame.cursor)
    let layout = renderer.layout(for: run.simulator.world, columns: 100, rows: 36)
    let hit = DeviceRenderer(theme: renderer.theme).hit(
      run.simulator.world, layout: layout, column: cursor.column, row: cursor.row)
    #expect(hit == .field(6))
    let keyboardRow = layout.screen.y + layout.row(atEdge: 264)
    #expect(cursor.row < keyboardRow)
    #expect(frame.grid.lines[keyboardRow].contains("────"))
  }

  @Test func theKeyboardTopEdgeSlidesUp() throws {
    let renderer = ScreenRenderer(theme: Theme(colorEnabled: false, unicodeEnabled: false))
    var rows: [Int] = []
    for time in [0.05, 0.15, 0.25] {
      let run = try ScreenScenario.run(script: "focus 7", until: time)
      let frame = renderer.render(run.simulator, columns: 100, rows: 36)
      let layout = renderer.layout(for: run.simulator.world, columns: 100, rows: 36)
      let edge = String(repeating: "-", count: layout.screen.width)
      let row = try #require(frame.grid.lines.firstIndex { $0.contains("|" + edge + "|") })
      rows.append(row)
    }
    #expect(rows[0] > rows[1] && rows[1] > rows[2])
  }

  /// In landscape the screen's rows hold a little more than the window and the panel's height is
  /// rounded on its own; the keyboard still reaches the screen's last row, with no window showing.
  @Test func theKeyboardCoversTheScreenToItsBottomRow() throws {
    let run = try ScreenScenario.run(
      strategy: "view-transform", script: "focus 6", orientation: .landscape)
    let theme = Theme(colorEnabled: true, unicodeEnabled: true)
    let renderer = ScreenRenderer(theme: theme)
    let frame = renderer.render(run.simulator, columns: 100, rows: 36)
    let screen = renderer.layout(for: run.simulator.world, columns: 100, rows: 36).screen
    let lastRow = screen.y + screen.height - 1
    for x in screen.x..<(screen.x + screen.width) {
      #expect(frame.grid[x, lastRow].style == theme.keyboard)
    }
  }

  @Test func aMultilineFieldWrapsAndShowsTheCaretLine() throws {
    let settings = SimulationSettings(layout: .profile, device: .iphone4, strategy: "reference")
    var simulator = Simulator(settings: settings)
    let text = String(repeating: "abcdefghij ", count: 12)
    // Refocusing lets the reference strategy bring the caret's (fourth) line above the keyboard.
    let script = "focus 5; type \(text); dismiss; focus 5"
    simulator.run(try ScriptParser.parse(script, fieldCount: 6))
    let renderer = ScreenRenderer(theme: Theme(colorEnabled: true, unicodeEnabled: true))
    let frame = renderer.render(simulator, columns: 100, rows: 36)
    let lines = frame.grid.lines.filter { $0.contains("┃") && $0.contains("abcdefghij") }
    #expect(lines.count >= 3)
    // The caret ends the text, so the terminal's cursor sits on the field's last text row, and
    // that row is above the keyboard's top edge (y = 480 − 216 = 264 on the iPhone 4).
    let cursor = try #require(frame.cursor)
    let layout = renderer.layout(for: simulator.world, columns: 100, rows: 36)
    let hit = DeviceRenderer(theme: renderer.theme).hit(
      simulator.world, layout: layout, column: cursor.column, row: cursor.row)
    #expect(hit == .field(4))
    let textRows = frame.grid.lines.indices.filter {
      frame.grid.lines[$0].contains("┃ abcdefghij")
    }
    #expect(cursor.row == textRows.last)
    let keyboardRow = layout.screen.y + layout.row(atEdge: 264)
    #expect(frame.grid.lines[keyboardRow].contains("────"))
    #expect(cursor.row < keyboardRow)
  }

  @Test func numbersReadAsThePanelPrintsThem() {
    #expect(NumberText.points(97) == "97")
    #expect(NumberText.points(-12.54) == "-12.5")
    #expect(NumberText.points(0.04) == "0")
    #expect(NumberText.seconds(0.3) == "0.300")
    #expect(NumberText.seconds(12.0456) == "12.046")
    #expect(NumberText.percent(0.5) == "50%")
  }

  @Test func textIsCutWithAnEllipsis() {
    #expect(TextFit.truncate("keyboardWillShow", width: 8) == "keyboar…")
    #expect(TextFit.truncate("short", width: 8) == "short")
    #expect(TextFit.truncate("keyboardWillShow", width: 8, ellipsis: "...") == "keybo...")
    #expect(TextFit.wrap("make it at least 60x20", width: 10) == ["make it at", "least", "60x20"])
  }

  @Test func theFooterDropsHintsThatDoNotFit() {
    var grid = CellGrid(width: 30, height: 1)
    FooterRenderer(theme: Theme(colorEnabled: false, unicodeEnabled: true)).draw(
      in: CellRect(x: 0, y: 0, width: 30, height: 1), into: &grid)
    #expect(grid.lines[0] == "F1Help F2Strategy F3Device    ")
    #expect(grid[0, 0].style.reverse)
    #expect(!grid[2, 0].style.reverse)
  }
}
