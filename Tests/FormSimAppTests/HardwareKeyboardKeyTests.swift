import FormSimCore
import FormSimRender
import Testing

@testable import FormSimApp

/// F6 on an iPad: the keyboard shrinks to its shortcuts bar and comes back, each change in the
/// event log, and the bar is what the frame shows.
@Suite struct HardwareKeyboardKeyTests {
  @Test func f6ShrinksTheIPadKeyboardToItsShortcutsBar() throws {
    var simulator = Simulator(settings: SimulationSettings(layout: .twelve, device: .ipad))
    simulator.run(try ScriptParser.parse("focus 3", fieldCount: 12))
    var app = AppModel(simulator: simulator)
    _ = app.handle(.function(6))
    app.advance(bySeconds: 1)
    #expect(app.simulator.hardwareKeyboard)
    // iPad portrait: 1024 − 55 = 969, the frame keeping the keyboard's 264.
    #expect(app.simulator.world.keyboardFrame == Rect(x: 0, y: 969, width: 768, height: 264))
    let frame = app.render(columns: 100, rows: 36, colorEnabled: false, unicodeEnabled: false)
    let text = TextWriter.render(frame.grid, trimTrailingSpaces: true)
    #expect(text.contains("undo  redo  paste"))
    _ = app.handle(.function(6))
    app.advance(bySeconds: 1)
    #expect(!app.simulator.hardwareKeyboard)
    #expect(app.simulator.world.keyboardFrame == Rect(x: 0, y: 760, width: 768, height: 264))
    let back = TextWriter.render(
      app.render(columns: 100, rows: 36, colorEnabled: false, unicodeEnabled: false).grid,
      trimTrailingSpaces: true)
    #expect(!back.contains("undo  redo  paste"))
  }
}
