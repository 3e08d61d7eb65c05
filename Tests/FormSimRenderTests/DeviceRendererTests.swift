import FormSimCore
import Foundation
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

  /// Field 1 (y = 20, right under the 20-pt status bar) keeps its top border and label at every
  /// size. At 120×40 the scale is 12.97 pt a row: the status bar takes round(20 / 12.97) = 2
  /// rows, and the three-row box centred on the field (row ⌊35.5 / 12.97⌋ = 2) would start at
  /// row 1, under the status bar; it starts at row 2 instead. At 80×24 and 90×30 the fields are
  /// one row each (no room for boxes), the label at the start of the row.
  @Test(arguments: [
    (80, 24), (90, 30), (100, 36), (110, 38), (120, 40), (140, 45), (160, 50), (200, 60),
  ])
  func theFirstFieldsLabelShowsAtRest(size: (columns: Int, rows: Int)) throws {
    let run = try ScreenScenario.run()
    let renderer = ScreenRenderer(theme: Theme(colorEnabled: true, unicodeEnabled: true))
    let frame = renderer.render(run.simulator, columns: size.columns, rows: size.rows)
    let layout = renderer.layout(
      for: run.simulator.world, columns: size.columns, rows: size.rows)
    let labelRow = try #require(
      frame.grid.lines.firstIndex { $0.contains("┌ Field 1 ") || $0.contains("  Field 1 value 1") })
    let statusRows = layout.row(atEdge: 20)
    #expect(labelRow >= layout.screen.y + statusRows)
  }

  /// At 80×24 an iPad's row holds 1024 / 22 = 46.5 pt, more than a 31-pt field, and the `long`
  /// form's fields are 50 pt apart: three-row boxes one row apart covered each other's labels
  /// (First name and Last name were pushed under Email). Each field is one row there, on the
  /// row of its bottom edge (First name ⌊51 / 46.5⌋ = 1, Last name ⌊101 / 46.5⌋ = 2), so every
  /// field whose row is on screen, between the status bar and the keyboard, shows its label.
  @Test(arguments: [
    (Orientation.portrait, ""), (.landscape, ""), (.portrait, "focus 5; type hi"),
    (.landscape, "focus 9"),
  ])
  func everyIPadFieldOnScreenShowsItsLabelAt80x24(orientation: Orientation, script: String)
    throws
  {
    var simulator = Simulator(
      settings: SimulationSettings(
        layout: .long, device: .ipad, orientation: orientation, strategy: "reference"))
    simulator.run(try ScriptParser.parse(script, fieldCount: simulator.fieldCount), until: nil) {
      _, _ in
    }
    let renderer = ScreenRenderer(theme: Theme(colorEnabled: true, unicodeEnabled: true))
    let frame = renderer.render(simulator, columns: 80, rows: 24)
    let world = simulator.world
    let layout = renderer.layout(for: world, columns: 80, rows: 24)
    let geometry = DeviceRenderer(theme: renderer.theme).geometry(world, layout: layout)
    var checked = 0
    for (field, box) in zip(world.fields, geometry.fieldBoxes)
    where box.y >= geometry.statusRows && box.maxY <= geometry.keyboardTop
      && box.maxY <= geometry.height
    {
      let line = Array(frame.grid.lines[layout.screen.y + box.y])
      let start = layout.screen.x + box.x
      let shown = String(line[start..<min(line.count, start + field.label.count)])
      #expect(shown == field.label, "\(field.label) at row \(box.y)")
      checked += 1
    }
    // Portrait: rows 1…21 of 22 hold one field each at rest. Landscape: the phone shrinks so the
    // panel keeps 46 columns: 31 screen columns, 1024 / 31 = 33.0 pt a column, 66.1 pt a row,
    // 768 / 66.1 → 12 rows, rows 1…11 a field each. Fewer with the keyboard up.
    #expect(checked >= (script.isEmpty ? 10 : 4))
  }

  /// In landscape the phone is wide and short; beside it at the 36-column minimum the panel cut
  /// its values ("predictive…", "keyboardWillChangeFrame y…"). The phone shrinks instead, so the
  /// panel keeps its 46 columns (42 inside) and no value row ends in "…". The strategy's
  /// one-line summary under its name is prose, cut to fit at every size, so it is not checked.
  @Test(arguments: [
    (80, 24, "iphone4", ""), (80, 24, "iphone4", "focus 5; type hi"), (80, 24, "ipad", "focus 9"),
    (100, 36, "iphone4", "focus 5"), (100, 36, "ipad", ""), (120, 40, "iphone4", "focus 12"),
  ])
  func theLandscapePanelShowsItsValuesInFull(
    columns: Int, rows: Int, device: String, script: String
  ) throws {
    var simulator = Simulator(
      settings: SimulationSettings(
        layout: .twelve, device: try #require(DeviceProfile.named(device)),
        orientation: .landscape, strategy: "reference"))
    var events: [WorldEvent] = []
    simulator.run(try ScriptParser.parse(script, fieldCount: simulator.fieldCount), until: nil) {
      observation, _ in
      if case .events(let batch) = observation { events += batch }
    }
    let renderer = ScreenRenderer(theme: Theme(colorEnabled: true, unicodeEnabled: true))
    let frame = renderer.render(simulator, events: events, columns: columns, rows: rows)
    let panel = renderer.layout(for: simulator.world, columns: columns, rows: rows).panel
    #expect(panel.width == ScreenLayout.preferredPanelWidth)
    var valueRows = 0
    for row in (panel.y + 1)..<(panel.maxY - 1) {
      let line = Array(frame.grid.lines[row])
      let text = String(line[panel.x..<min(line.count, panel.maxX)])
      #expect(!text.contains("…"), "row \(row): \(text)")
      if text.contains(where: { $0.isNumber || $0.isLetter }) { valueRows += 1 }
    }
    // Strategy, device, era, keyboard, time, five live values and the focus line, at least.
    #expect(valueRows >= 11)
  }

  /// Every strategy's summary is shown whole in the 46-column panel: word-wrapped onto the rows it
  /// needs (the longest, 83 characters, takes two of the 42 inner columns) and never cut with "…".
  @Test(arguments: StrategyCatalog.names)
  func theStrategySummaryIsShownWhole(strategy: String) throws {
    let summary = try #require(StrategyCatalog.info(named: strategy)?.summary)
    let simulator = Simulator(
      settings: SimulationSettings(layout: .twelve, device: .iphone4, strategy: strategy))
    let renderer = ScreenRenderer(theme: Theme(colorEnabled: true, unicodeEnabled: true))
    let frame = renderer.render(simulator, columns: 100, rows: 36)
    let panel = renderer.layout(for: simulator.world, columns: 100, rows: 36).panel
    let rows = (panel.y + 2)..<(panel.y + 6)
    let text = rows.map { row in
      String(Array(frame.grid.lines[row])[(panel.x + 2)..<(panel.maxX - 2)])
        .trimmingCharacters(in: .whitespaces)
    }
    let shown = text.prefix { !$0.hasPrefix("Device") }.joined(separator: " ")
    #expect(shown == summary)
  }

  /// Keys never touch the phone's edge, every key row is centred (its margins differ by at
  /// most the one column that an odd width leaves), and the return key never reads `retu`, in
  /// both orientations: a landscape keyboard is wider and has its own column rounding.
  @Test(
    arguments: [(80, 24), (100, 36), (120, 40), (140, 45), (160, 50), (200, 60)],
    [Orientation.portrait, .landscape])
  func keyRowsAreCentredInsideTheEdges(
    size: (columns: Int, rows: Int), orientation: Orientation
  ) throws {
    let run = try ScreenScenario.run(script: "focus 7", orientation: orientation)
    let theme = Theme(colorEnabled: true, unicodeEnabled: true)
    let renderer = ScreenRenderer(theme: theme)
    let frame = renderer.render(run.simulator, columns: size.columns, rows: size.rows)
    let screen = renderer.layout(
      for: run.simulator.world, columns: size.columns, rows: size.rows
    ).screen
    var keyRows = 0
    for y in screen.y..<(screen.y + screen.height) {
      let isKey = (screen.x..<(screen.x + screen.width)).map {
        frame.grid[$0, y].style == theme.key || frame.grid[$0, y].style == theme.specialKey
      }
      guard let first = isKey.firstIndex(of: true), let last = isKey.lastIndex(of: true) else {
        continue
      }
      keyRows += 1
      let left = first
      let right = screen.width - 1 - last
      #expect(left >= 1 && right >= 1, "row \(y): margins \(left) and \(right)")
      #expect(abs(left - right) <= 1, "row \(y): margins \(left) and \(right)")
      let text = frame.grid.lines[y]
      #expect(!text.contains("retu") || text.contains("return"), "row \(y): \(text)")
    }
    #expect(keyRows >= 4)
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
    // Fixed decimals, as bench prints its figures: no point at all for zero decimals.
    #expect(DecimalText.fixed(2.5, digits: 0, keepZeros: true) == "3")
    #expect(DecimalText.fixed(-0.25, digits: 1, keepZeros: true) == "-0.3")
    #expect(DecimalText.fixed(1.2, digits: 3, keepZeros: true) == "1.200")
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
    // Help (7 columns with its space) and Quit (7) stay; of the 16 columns between, F2Strategy
    // takes 11, leaving 5: too few for any other (the shortest, F7Slow and F9Step, take 7).
    #expect(grid.lines[0] == "F1Help F2Strategy F10Quit     ")
    #expect(grid[0, 0].style.reverse)
    #expect(!grid[2, 0].style.reverse)
  }

  /// At 80×24, the most common size, the footer keeps Help and Quit.
  @Test func theFooterAlwaysShowsHelpAndQuit() {
    for width in [20, 40, 60, 80, 86] {
      var grid = CellGrid(width: width, height: 1)
      FooterRenderer(theme: Theme(colorEnabled: false, unicodeEnabled: true)).draw(
        in: CellRect(x: 0, y: 0, width: width, height: 1), into: &grid)
      #expect(grid.lines[0].hasPrefix("F1Help "), "\(width)")
      #expect(grid.lines[0].contains("F10Quit"), "\(width)")
    }
  }

  /// A key that ends in a letter gets a space before its label (`other keys Take control`), and
  /// hints with such keys are two columns apart: 9 + 1 + 4, 2, 10 + 1 + 12 = 39 of 40 columns.
  @Test func wordKeysAreSetApartFromTheirLabelsAndFromEachOther() {
    var grid = CellGrid(width: 40, height: 1)
    FooterRenderer(theme: Theme(colorEnabled: false, unicodeEnabled: true)).draw(
      [("q/Esc/F10", "Quit"), ("other keys", "Take control")],
      in: CellRect(x: 0, y: 0, width: 40, height: 1), into: &grid)
    #expect(grid.lines[0] == "q/Esc/F10 Quit  other keys Take control ")
  }
}
