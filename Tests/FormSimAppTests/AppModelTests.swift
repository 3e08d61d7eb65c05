import FormSimCore
import FormSimRender
import Testing

@testable import FormSimApp

@Suite struct AppModelTests {
  static let settings = SimulationSettings(layout: .twelve, device: .iphone4)

  /// An app after a script has run (settled).
  static func app(_ script: String = "") throws -> AppModel {
    var simulator = Simulator(settings: settings)
    simulator.run(try ScriptParser.parse(script, fieldCount: simulator.fieldCount))
    return AppModel(simulator: simulator)
  }

  static func type(_ text: String, into app: inout AppModel) {
    for character in text {
      let handled = app.handle(.character(character))
      #expect(handled)
    }
  }

  static func settle(_ app: inout AppModel) {
    for _ in 0..<600 where !app.simulator.isSettled { app.advance(bySeconds: 1.0 / 60) }
  }

  @Test func typingThenTabThenTypingKeepsBothTexts() throws {
    var app = try Self.app()
    _ = app.handle(.tab)
    Self.type("ab", into: &app)
    _ = app.handle(.tab)
    Self.type("cd", into: &app)
    _ = app.handle(.backTab)
    #expect(app.values[0].text == "ab")
    #expect(app.values[1].text == "cd")
    #expect(app.values[0].label == "Field 1")
    #expect(app.simulator.focusedIndex == 0)
  }

  @Test func typingWithNoFocusDoesNothingAndQIsText() throws {
    var app = try Self.app()
    Self.type("q", into: &app)
    #expect(app.values.allSatisfy { $0.text.isEmpty })
    _ = app.handle(.down)
    let handled = app.handle(.character("q"))
    #expect(handled)
    #expect(app.values[0].text == "q")
    #expect(!app.wantsQuit)
    let keepsRunning = app.handle(.function(10))
    #expect(!keepsRunning)
    #expect(app.wantsQuit)
  }

  @Test func editingKeysMoveTheCaretAndDelete() throws {
    var app = try Self.app("focus 2")
    Self.type("abc", into: &app)
    _ = app.handle(.left)
    _ = app.handle(.backspace)
    #expect(app.values[1].text == "ac")
    _ = app.handle(.home)
    _ = app.handle(.delete)
    #expect(app.values[1].text == "c")
    _ = app.handle(.end)
    Self.type("d", into: &app)
    #expect(app.values[1].text == "cd")
  }

  @Test func strategySwitchKeepsTextsAndFocus() throws {
    var app = try Self.app("focus 3; type three; focus 7; type seven")
    #expect(app.settings.strategy == "reference")
    _ = app.handle(.function(2))
    #expect(app.settings.strategy == "none")
    #expect(app.simulator.settings.strategy == "none")
    #expect(app.values[2].text == "three")
    #expect(app.values[6].text == "seven")
    #expect(app.simulator.focusedIndex == 6)
    #expect(app.simulator.world.keyboardShown)
    Self.type("!", into: &app)
    #expect(app.values[6].text == "seven!")
    Self.settle(&app)
    // Under `none` the keyboard now covers field 7.
    let report = StateReport(app.simulator, presentation: true)
    #expect(report.field?.isFullyVisible == false)
  }

  @Test func strategiesCycleThroughTheCatalogue() throws {
    var app = try Self.app()
    var seen: [String] = []
    for _ in StrategyCatalog.names {
      _ = app.handle(.function(2))
      seen.append(app.settings.strategy)
    }
    #expect(Set(seen) == Set(StrategyCatalog.names))
    #expect(seen.last == "reference")
  }

  @Test func deviceSwitchKeepsTextsOrientationAndFocus() throws {
    var app = try Self.app("rotate; focus 2; type hi")
    _ = app.handle(.function(3))
    #expect(app.settings.device.name == "iphone-se")
    #expect(app.simulator.world.orientation == .landscape)
    #expect(app.simulator.focusedIndex == 1)
    #expect(app.values[1].text == "hi")
  }

  @Test func rotationKeepsTexts() throws {
    var app = try Self.app("focus 4; type four")
    _ = app.handle(.function(4))
    #expect(app.simulator.world.orientation == .landscape)
    #expect(app.values[3].text == "four")
    #expect(app.simulator.focusedIndex == 3)
    _ = app.handle(.function(4))
    #expect(app.simulator.world.orientation == .portrait)
    #expect(app.values[3].text == "four")
  }

  @Test func slowMotionCyclesAndSlowsTime() throws {
    var app = try Self.app()
    #expect(app.timeScale == 1)
    _ = app.handle(.function(7))
    #expect(app.timeScale == 5)
    let start = app.simulator.time
    app.advance(bySeconds: 0.5)
    #expect(abs(app.simulator.time - start - 0.1) < 1e-9)
    _ = app.handle(.function(7))
    #expect(app.timeScale == 10)
    _ = app.handle(.function(7))
    #expect(app.timeScale == 1)
  }

  @Test func pauseThenStepAdvancesExactlyOneFrame() throws {
    var app = try Self.app()
    _ = app.handle(.function(1 + 6))  // slow motion must not change the step
    _ = app.handle(.tab)
    #expect(app.needsFrames)
    _ = app.handle(.function(8))
    #expect(app.isPaused)
    #expect(!app.needsFrames)
    let start = app.simulator.time
    app.advance(bySeconds: 1)
    #expect(app.simulator.time == start)
    _ = app.handle(.function(9))
    #expect(abs(app.simulator.time - start - 1.0 / 60) < 1e-12)
    _ = app.handle(.function(9))
    #expect(abs(app.simulator.time - start - 2.0 / 60) < 1e-12)
    _ = app.handle(.function(8))
    #expect(!app.isPaused)
    #expect(app.needsFrames)
  }

  @Test func predictiveAndHardwareKeyboardToggle() throws {
    var app = try Self.app("focus 1")
    let height = app.simulator.world.keyboardHeight
    _ = app.handle(.function(5))
    #expect(app.simulator.world.predictive)
    #expect(app.simulator.world.keyboardHeight == height + app.settings.device.predictiveBar)
    _ = app.handle(.function(6))
    #expect(app.simulator.hardwareKeyboard)
    #expect(!app.simulator.world.keyboardShown)
  }

  @Test func theEventLogCollectsDelegateCallsAndNotifications() throws {
    var app = try Self.app()
    _ = app.handle(.tab)
    Self.settle(&app)
    let names = app.eventLog.entries.map(\.name)
    // UIKit's order (notes/ios-facts.md "Event order"): each will-/did-show after its
    // change-frame notification.
    #expect(
      names == [
        "shouldBeginEditing", "didBeginEditing", "keyboardWillChangeFrame", "keyboardWillShow",
        "keyboardDidChangeFrame", "keyboardDidShow",
      ])
    #expect(app.eventLog.entries.last.map { abs($0.time - 0.3) < 1e-6 } == true)
    #expect(!app.needsFrames)
  }

  @Test func theLogKeepsOnlyTheMostRecentEvents() {
    var log = EventLog(capacity: 3)
    log.append(
      contentsOf: (0..<5).map { WorldEvent(time: Double($0), kind: .didEndEditing(field: $0)) })
    #expect(log.entries.map(\.time) == [2, 3, 4])
  }

  @Test func aClickOnAFieldFocusesItAndElsewhereTapsOutside() throws {
    var app = try Self.app()
    let frame = app.render(columns: 100, rows: 36, colorEnabled: true, unicodeEnabled: true)
    #expect(frame.cursor == nil)
    let world = app.simulator.world
    let layout = ScreenLayout(columns: 100, rows: 36, windowSize: world.windowBounds.size)
    let box = FieldRenderer.box(
      for: world.presentation.windowFrame(ofContent: world.fields[2].frame), layout: layout)
    let column = layout.screen.x + box.x + box.width / 2
    let handled = app.handle(.click(column: column, row: layout.screen.y + box.y))
    #expect(handled)
    #expect(app.simulator.focusedIndex == 2)
    let handledAgain = app.handle(.click(column: column, row: layout.screen.y + box.maxY - 1))
    #expect(handledAgain)
    #expect(app.simulator.focusedIndex == 2)
    // The left margin beside the field is background: a tap outside resigns.
    _ = app.handle(.click(column: layout.screen.x, row: layout.screen.y + box.y + 1))
    #expect(app.simulator.focusedIndex == nil)
    // A click on the panel does nothing.
    _ = app.handle(.click(column: layout.panel.x + 2, row: 5))
    #expect(app.simulator.focusedIndex == nil)
  }

  @Test func helpOpensWithF1AndAnyKeyClosesItWithoutActing() throws {
    var app = try Self.app("focus 1")
    _ = app.handle(.function(1))
    #expect(app.showsHelp)
    let frame = app.render(columns: 100, rows: 36, colorEnabled: false, unicodeEnabled: true)
    #expect(frame.grid.lines.joined().contains("Press any key to close"))
    #expect(frame.cursor == nil)
    let handled = app.handle(.character("x"))
    #expect(handled)
    #expect(!app.showsHelp)
    #expect(app.values[0].text.isEmpty)
  }

  @Test func scrollingKeysDragTheContent() throws {
    var app = try Self.app()
    _ = app.handle(.pageDown)
    #expect(app.simulator.world.presentation.contentOffset.y == 120)
    _ = app.handle(.wheelUp(column: 0, row: 0))
    #expect(app.simulator.world.presentation.contentOffset.y == 80)
    _ = app.handle(.pageUp)
    #expect(app.simulator.world.presentation.contentOffset.y == 0)
  }

  @Test func theFrameAdaptsToTheTerminalAndPutsTheCursorOnTheCaret() throws {
    var app = try Self.app("focus 7")
    Self.type("hey", into: &app)
    let (grid, cursor) = app.frame(
      columns: 100, rows: 36, colorEnabled: true, unicodeEnabled: true)
    #expect(grid.width == 100 && grid.height == 36)
    let caret = try #require(cursor)
    let line = grid.lines[caret.row]
    let characters = Array(line)
    #expect(String(characters[(caret.column - 3)..<caret.column]) == "hey")
    #expect(app.frameInterval == 1.0 / 60)
  }
}
