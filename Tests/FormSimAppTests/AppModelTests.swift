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

  /// At 80×24 the panel's edge says where FormSim reads best, and F12 gives the phone the whole
  /// terminal (the compact view) until pressed again. At 100×36 there is no advice. Where the
  /// width limits the phone (70×40: 10.3 pt a column beside the panel, 480 / (2 × 37) = 6.5 pt
  /// alone), the compact view makes it larger.
  @Test func f12HidesThePanelAndSmallTerminalsAreAdvised() throws {
    var app = try Self.app()
    func text(_ columns: Int, _ rows: Int) -> String {
      TextWriter.render(
        app.render(columns: columns, rows: rows, colorEnabled: true, unicodeEnabled: true).grid)
    }
    /// The phone's width: its bezel's top edge, the first line's first `╭…╮`.
    func phoneWidth(_ frame: String) -> Int {
      let top = frame.split(separator: "\n")[0]
      guard let left = top.firstIndex(of: "╭"), let right = top.firstIndex(of: "╮") else {
        return 0
      }
      return top.distance(from: left, to: right)
    }
    let small = text(80, 24)
    let narrowPhone = phoneWidth(text(70, 40))
    #expect(narrowPhone < 40)
    #expect(small.contains("best at 100×36"))
    #expect(small.contains("F12 hides this panel"))
    #expect(small.contains("╭ FormSim"))
    #expect(!text(100, 36).contains("best at"))
    let handled = app.handle(.function(12))
    #expect(handled)
    let compact = text(80, 24)
    #expect(!compact.contains("╭ FormSim"))
    #expect(compact.split(separator: "\n").last?.hasPrefix("F1Help F12Panel ") == true)
    #expect(phoneWidth(text(70, 40)) > 40)
    _ = app.handle(.function(12))
    #expect(text(80, 24) == small)
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

  /// Ten built-in devices: the four of `check`'s default and the six of today's.
  @Test func devicesCycleThroughEveryBuiltInDevice() throws {
    var app = try Self.app()
    var seen: [String] = []
    for _ in 0..<13 {
      _ = app.handle(.function(3))
      seen.append(app.settings.device.name)
    }
    #expect(
      seen == [
        "iphone-se", "iphone-15", "ipad", "iphone-se-1", "iphone-13-mini", "iphone-16-pro-max",
        "ipad-air-11", "ipad-pro-11", "ipad-pro-13", "iphone-14", "iphone-16-pro",
        "iphone-16-plus", "iphone4",
      ])
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
    var app = AppModel(settings: SimulationSettings(layout: .twelve, device: .iphoneSE))
    _ = app.handle(.tab)
    Self.settle(&app)
    _ = app.handle(.function(5))
    // The SE's keyboard is 216 without the bar, 216 + 44 = 260 with it.
    #expect(app.simulator.world.predictive)
    #expect(app.simulator.world.keyboardHeight == 260)
    #expect(app.eventLog.entries.last?.name == "keyboardDidShow")
    _ = app.handle(.function(6))
    #expect(app.simulator.hardwareKeyboard)
    #expect(!app.simulator.world.keyboardShown)
  }

  /// The iPhone 4 never ran iOS 8, which brought the predictive bar: F5 there leaves the 216-pt
  /// keyboard as it is, posts nothing, and the panel says the bar does not exist.
  @Test func f5OnAPhoneWithoutThePredictiveBarChangesNothing() throws {
    var app = try Self.app("focus 1")
    let events = app.eventLog.entries.count
    _ = app.handle(.function(5))
    #expect(!app.simulator.world.predictive)
    #expect(app.simulator.world.keyboardHeight == 216)
    #expect(app.eventLog.entries.count == events)
    let frame = app.render(columns: 100, rows: 36, colorEnabled: false, unicodeEnabled: true)
    #expect(frame.grid.lines.contains { $0.contains("Keyboard  software · no predictive bar") })
  }

  @Test func f11SwitchesToTheEmojiKeyboardAndBack() throws {
    var app = AppModel(
      settings: SimulationSettings(layout: .twelve, device: .iphone15, predictive: false))
    _ = app.handle(.tab)
    Self.settle(&app)
    _ = app.handle(.function(11))
    // 291 without the predictive bar → 291 + 44 = 335 for emoji, announced at once.
    #expect(app.simulator.world.emojiKeyboard)
    #expect(app.simulator.world.keyboardHeight == 335)
    #expect(app.eventLog.entries.suffix(4).map(\.name).first == "keyboardWillChangeFrame")
    _ = app.handle(.function(11))
    #expect(!app.simulator.world.emojiKeyboard)
    #expect(app.simulator.world.keyboardHeight == 291)
  }

  @Test func pageKeysDragPerTheKeyboardDismissMode() throws {
    var layout = Layout.twelve
    layout.keyboardDismissMode = .interactive
    var app = AppModel(settings: SimulationSettings(layout: layout))
    _ = app.handle(.tab)
    Self.settle(&app)
    // PgUp: the finger moves 120 pt down from mid-screen, 240 → 360, past the keyboard's top
    // (264): the keyboard follows it, and goes away as the finger lifts moving down.
    _ = app.handle(.pageUp)
    #expect(app.simulator.focusedIndex == nil)
    // The will-hide, then the field ends editing (docs/uikit-behaviour.md, "Event order").
    #expect(app.eventLog.entries.suffix(2).map(\.name) == ["keyboardWillHide", "didEndEditing"])
    layout.keyboardDismissMode = .onDrag
    app = AppModel(settings: SimulationSettings(layout: layout))
    _ = app.handle(.tab)
    Self.settle(&app)
    // PgDn drags up; onDrag dismisses at the start of any drag.
    _ = app.handle(.pageDown)
    #expect(app.simulator.focusedIndex == nil)
  }

  @Test func shiftF12CyclesTheIPadKeyboardPlacements() throws {
    var app = AppModel(settings: SimulationSettings(layout: .twelve, device: .ipad))
    _ = app.handle(.tab)
    Self.settle(&app)
    var seen: [KeyboardPlacement] = []
    for _ in 0..<4 {
      _ = app.handle(.function(24))
      Self.settle(&app)
      seen.append(app.simulator.world.keyboardPlacement)
    }
    #expect(seen == [.undocked, .split, .floating, .docked])
    // Undocking posted a hide; docking again a show (the log's last entry).
    #expect(app.eventLog.entries.map(\.name).contains("keyboardWillHide"))
    #expect(app.eventLog.entries.last?.name == "keyboardDidShow")
  }

  @Test func theEventLogCollectsDelegateCallsAndNotifications() throws {
    var app = try Self.app()
    _ = app.handle(.tab)
    Self.settle(&app)
    let names = app.eventLog.entries.map(\.name)
    // UIKit's order (docs/uikit-behaviour.md, "Event order"): each will-/did-show after its
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
    let frame = app.render(columns: 100, rows: 36, colorEnabled: true, unicodeEnabled: true)
    let grid = frame.grid
    #expect(grid.width == 100 && grid.height == 36)
    let caret = try #require(frame.cursor)
    let line = grid.lines[caret.row]
    let characters = Array(line)
    #expect(String(characters[(caret.column - 3)..<caret.column]) == "hey")
    #expect(app.frameInterval == 1.0 / 60)
  }
}
