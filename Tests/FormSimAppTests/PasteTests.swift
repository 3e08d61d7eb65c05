import FormSimCore
import FormSimRender
import Testing

@testable import FormSimApp

/// Characters handed over together (a paste) leave the app exactly as the same characters one by
/// one do: text, caret, the strategy's reaction and the frame.
@Suite struct PasteTests {
  static func frameText(_ app: AppModel) -> String {
    TextWriter.render(
      app.render(columns: 120, rows: 40, colorEnabled: false, unicodeEnabled: true).grid)
  }

  @Test(arguments: [
    "hello", String(repeating: "long text that wraps ", count: 40), "é🇫🇷 mixed\u{301}", "q",
  ])
  func aPasteIsTheSameAsTypingIt(text: String) {
    for (layout, field) in [(Layout.long, 6), (Layout.builtIn(named: "signup")!, 3)] {
      var typed = AppModel(settings: SimulationSettings(layout: layout, strategy: "reference"))
      var pasted = typed
      for app in [0, 1] {
        var model = app == 0 ? typed : pasted
        for _ in 0..<field { _ = model.handle(.tab) }
        model.advance(bySeconds: 1)
        if app == 0 { typed = model } else { pasted = model }
      }
      for character in text { _ = typed.handle(.character(character)) }
      let going = pasted.handle(typing: text)
      #expect(going)
      typed.advance(bySeconds: 1)
      pasted.advance(bySeconds: 1)
      #expect(pasted.values.map(\.text) == typed.values.map(\.text))
      #expect(
        pasted.simulator.world.fields.map(\.caret) == typed.simulator.world.fields.map(\.caret))
      #expect(pasted.simulator.world.model == typed.simulator.world.model)
      #expect(Self.frameText(pasted) == Self.frameText(typed))
    }
  }

  /// With the help shown, the first character only closes it, as a key does.
  @Test func thePastesFirstCharacterClosesTheHelp() {
    var typed = AppModel(settings: SimulationSettings(layout: .long))
    _ = typed.handle(.tab)
    _ = typed.handle(.function(1))
    #expect(typed.showsHelp)
    var pasted = typed
    for character in "xyz" { _ = typed.handle(.character(character)) }
    _ = pasted.handle(typing: "xyz")
    #expect(!pasted.showsHelp)
    #expect(pasted.values.map(\.text) == typed.values.map(\.text))
  }
}
