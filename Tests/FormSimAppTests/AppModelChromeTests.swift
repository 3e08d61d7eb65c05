import FormSimCore
import FormSimRender
import Testing

@testable import FormSimApp

/// The app with each real-screen layout key: what is drawn and what a click does.
@Suite struct AppModelChromeTests {
  static func app(_ chrome: Chrome, device: DeviceProfile = .iphone4, script: String = "") throws
    -> AppModel
  {
    var layout = Layout.twelve
    layout.chrome = chrome
    var simulator = Simulator(settings: SimulationSettings(layout: layout, device: device))
    simulator.run(try ScriptParser.parse(script, fieldCount: simulator.fieldCount))
    return AppModel(simulator: simulator)
  }

  static func settle(_ app: inout AppModel) {
    for _ in 0..<600 where !app.simulator.isSettled { app.advance(bySeconds: 1.0 / 60) }
  }

  static func text(_ app: inout AppModel) -> String {
    let frame = app.render(columns: 100, rows: 36, colorEnabled: false, unicodeEnabled: false)
    return TextWriter.render(frame.grid, trimTrailingSpaces: true)
  }

  /// The terminal cell of `label` on the device's screen, if drawn.
  static func cell(of label: String, in app: inout AppModel) -> (column: Int, row: Int)? {
    let lines = text(&app).split(separator: "\n", omittingEmptySubsequences: false)
    for (row, line) in lines.enumerated() {
      if let range = line.range(of: label) {
        return (line.distance(from: line.startIndex, to: range.lowerBound), row)
      }
    }
    return nil
  }

  @Test func toolbarButtonsMoveFocusAndDismiss() throws {
    var app = try Self.app(Chrome(inputAccessory: .toolbar), script: "focus 7")
    let next = try #require(Self.cell(of: "Next >", in: &app))
    let handled = app.handle(.click(column: next.column, row: next.row))
    #expect(handled)
    Self.settle(&app)
    #expect(app.simulator.focusedIndex == 7)
    let previous = try #require(Self.cell(of: "< Prev", in: &app))
    _ = app.handle(.click(column: previous.column + 1, row: previous.row))
    Self.settle(&app)
    #expect(app.simulator.focusedIndex == 6)
    let done = try #require(Self.cell(of: "Done", in: &app))
    _ = app.handle(.click(column: done.column, row: done.row))
    Self.settle(&app)
    #expect(app.simulator.focusedIndex == nil)
    let gone = Self.cell(of: "Done", in: &app)
    #expect(gone == nil)
  }

  @Test func navigationBarIsDrawnAndAClickOnItDoesNothing() throws {
    var app = try Self.app(Chrome(navigationBar: .standard), script: "focus 2")
    let back = try #require(Self.cell(of: "< Back", in: &app))
    _ = app.handle(.click(column: back.column + 10, row: back.row))
    // A tap on the bar is not a tap on the form: field 2 keeps the focus.
    #expect(app.simulator.focusedIndex == 1)
  }

  @Test func tabBarIsDrawnBelowTheForm() throws {
    var app = try Self.app(Chrome(tabBar: true))
    let tabs = try #require(Self.cell(of: "* Form", in: &app))
    let field9 = try #require(Self.cell(of: "value 9", in: &app))
    #expect(tabs.row > field9.row)
  }

  @Test func formSheetClicksBesideTheCardDoNotTapTheForm() throws {
    var app = try Self.app(Chrome(presentation: .formSheet), device: .ipad, script: "focus 3")
    let field = try #require(Self.cell(of: "value 3", in: &app))
    let layout = ScreenLayout(
      columns: 100, rows: 36, windowSize: app.simulator.world.windowBounds.size)
    // The screen's first column is left of the card (x < 114 pt): the dimmed backdrop, where a
    // tap reaches nothing of the form, so field 3 keeps the focus.
    #expect(layout.column(atEdge: 114) > 1)
    _ = app.handle(.click(column: layout.screen.x, row: field.row))
    #expect(app.simulator.focusedIndex == 2)
    // Inside the card, beside the field, it is a tap outside: it resigns.
    _ = app.handle(.click(column: layout.screen.x + layout.column(atEdge: 114) + 1, row: field.row))
    #expect(app.simulator.focusedIndex == nil)
  }
}
