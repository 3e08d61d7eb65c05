import FormSimCore
import FormSimRender
import Testing

@testable import FormSimApp

/// Mouse drags on the form in the terminal app: press, motion with the button held, release.
@Suite struct MouseDragTests {
  /// `twelve` with interactive dismissal, field 1 focused and the keyboard settled (its top at
  /// 480 − 216 = 264 on the iPhone 4), drawn at 100×36.
  static func app() -> (AppModel, ScreenLayout) {
    var layout = Layout.twelve
    layout.keyboardDismissMode = .interactive
    var app = AppModel(settings: SimulationSettings(layout: layout))
    _ = app.handle(.tab)
    AppModelTests.settle(&app)
    _ = app.render(columns: 100, rows: 36, colorEnabled: false, unicodeEnabled: false)
    let screen = ScreenLayout(
      columns: 100, rows: 36, windowSize: app.simulator.world.windowBounds.size)
    return (app, screen)
  }

  /// The left margin (column 4: x 0…7.3 pt, fields start at 20) at row 12 (y 160…175):
  /// background.
  static let start = (column: 4, row: 12)

  // 100×36 draws the 480-pt screen in 33 rows: 480 / 33 = 160 / 11 pt a row. Eleven rows down
  // move the finger 160 pt, from mid-window 240 to 400, past the keyboard's top (264): the
  // keyboard follows to 400 with nothing posted; lifted moving down, it goes away.
  @Test func dragDownPullsTheKeyboardAndReleaseDismissesIt() {
    var (app, _) = Self.app()
    let logged = app.eventLog.entries.count
    _ = app.handle(.press(column: Self.start.column, row: Self.start.row))
    _ = app.handle(.mouseMoved(column: Self.start.column, row: Self.start.row + 11))
    #expect(abs(app.simulator.world.keyboardFrame.minY - 400) < 1e-9)
    #expect(app.simulator.focusedIndex == 0)
    #expect(app.eventLog.entries.count == logged)
    _ = app.handle(.release(column: Self.start.column, row: Self.start.row + 11))
    #expect(app.simulator.focusedIndex == nil)
    // The will-hide, then the field ends editing (docs/uikit-behaviour.md, "Event order").
    #expect(app.eventLog.entries.suffix(2).map(\.name) == ["keyboardWillHide", "didEndEditing"])
  }

  // Eleven rows down then one back up: 400 − 160 / 11 ≈ 385.5; lifted moving up, the keyboard
  // slides back to 264 and focus stays.
  @Test func dragBackUpAndReleaseReturnsTheKeyboard() {
    var (app, _) = Self.app()
    _ = app.handle(.press(column: Self.start.column, row: Self.start.row))
    _ = app.handle(.mouseMoved(column: Self.start.column, row: Self.start.row + 11))
    _ = app.handle(.mouseMoved(column: Self.start.column, row: Self.start.row + 10))
    #expect(abs(app.simulator.world.keyboardFrame.minY - (400 - 160.0 / 11)) < 1e-9)
    _ = app.handle(.release(column: Self.start.column, row: Self.start.row + 10))
    AppModelTests.settle(&app)
    #expect(app.simulator.focusedIndex == 0)
    #expect(app.simulator.world.keyboardShown)
    #expect(app.simulator.world.keyboardFrame.minY == 264)
  }

  // A press and release on the background without moving is still a tap outside; the tap waits
  // for the release, so a drag starting there keeps the keyboard to pull.
  @Test func aPlainClickOnTheBackgroundStillTapsOutside() {
    var (app, _) = Self.app()
    _ = app.handle(.press(column: Self.start.column, row: Self.start.row))
    #expect(app.simulator.focusedIndex == 0)
    _ = app.handle(.release(column: Self.start.column, row: Self.start.row))
    #expect(app.simulator.focusedIndex == nil)
  }

  // A press on a field focuses it at once, as a click does; motion without a press does nothing.
  @Test func aPressOnAFieldFocusesItAndStrayMotionIsIgnored() {
    var (app, screen) = Self.app()
    let world = app.simulator.world
    let box = FieldRenderer.box(
      for: world.presentation.windowFrame(ofContent: world.fields[2].frame), layout: screen)
    let column = screen.screen.x + box.x + box.width / 2
    _ = app.handle(.press(column: column, row: screen.screen.y + box.y))
    #expect(app.simulator.focusedIndex == 2)
    _ = app.handle(.release(column: column, row: screen.screen.y + box.y))
    #expect(app.simulator.focusedIndex == 2)
    let offset = app.simulator.world.contentOffset
    _ = app.handle(.mouseMoved(column: column, row: screen.screen.y + box.y + 5))
    #expect(app.simulator.world.contentOffset == offset)
    #expect(app.simulator.world.keyboardFrame.minY == 264)
  }
}

/// Dragging the floating iPad keyboard with the mouse.
@Suite struct FloatingKeyboardDragTests {
  // At 120×50 the 768 × 1024 iPad screen is 47 rows from row 1 and starts at column 1:
  // 1024 / 47 pt a row, 512 / 47 a column. The floating keyboard rests at 224, 754 (320 × 250);
  // its middle (384, 879) is column 1 + ⌊384 × 47 / 512⌋ = 36, row 1 + ⌊879 × 47 / 1024⌋ = 41.
  // Five columns right and ten rows up move its corner to 224 + 2560 / 47 ≈ 278.5,
  // 754 − 10240 / 47 ≈ 536.1, as `float X Y` does: change-frame only, the form stays put.
  @Test func aDragOnTheFloatingKeyboardMovesIt() throws {
    var app = AppModel(settings: SimulationSettings(layout: .twelve, device: .ipad))
    _ = app.handle(.tab)
    app.perform(.placeKeyboard(.floating, nil))
    AppModelTests.settle(&app)
    #expect(app.simulator.world.keyboardFrame.origin == Point(x: 224, y: 754))
    _ = app.render(columns: 120, rows: 50, colorEnabled: false, unicodeEnabled: false)
    let offset = app.simulator.world.contentOffset
    let logged = app.eventLog.entries.count
    _ = app.handle(.press(column: 36, row: 41))
    _ = app.handle(.mouseMoved(column: 41, row: 31))
    _ = app.handle(.release(column: 41, row: 31))
    AppModelTests.settle(&app)
    let origin = app.simulator.world.keyboardFrame.origin
    #expect(abs(origin.x - (224 + 2560.0 / 47)) < 1e-9)
    #expect(abs(origin.y - (754 - 10240.0 / 47)) < 1e-9)
    #expect(app.simulator.world.contentOffset == offset)
    #expect(app.simulator.focusedIndex == 0)
    #expect(
      app.eventLog.entries.dropFirst(logged).map(\.name) == [
        "keyboardWillChangeFrame", "keyboardDidChangeFrame",
      ])
  }
}
