import Foundation
import Testing

@testable import FormSimCore

/// Text views that grow with their text when the layout says so (`growsWithText`, `maxHeight`).
@Suite struct TextGrowthTests {
  /// A 100-pt text view at y 150 and a text field stacked under it at 150 + 100 + 19 = 269;
  /// content height 269 + 31 + 20 = 320. `extra` adds keys to the text view.
  static func notes(_ extra: String) throws -> Layout {
    let json = """
      {"name":"notes","fields":[
        {"label":"Notes","kind":"multiline",
         "frame":{"x":20,"y":150,"width":280,"height":100}\(extra)},
        {"label":"Name"}]}
      """
    return try LayoutParser.parse(Data(json.utf8), file: "notes.json")
  }

  static func returns(_ count: Int) -> String {
    "focus 1; " + Array(repeating: "return", count: count).joined(separator: "; ")
  }

  // Eight new lines make nine lines: 2 × 8 inset + 9 × 18 = 178 > 100, so the view is 178 tall
  // (+78); the field below moves to 269 + 78 = 347, the content to 320 + 78 = 398. The caret's
  // line 8 is at 150 + 8 + 8 × 18 = 302…320; the iPhone 4 keyboard's top is 480 − 216 = 264, so
  // the reference scrolls 320 + 10 − 264 = 66 and the caret ends at 236…254, 10 pt above it.
  @Test func aGrowingTextViewPushesTheFormDown() throws {
    let simulator = try simulate(
      Self.returns(8), strategy: "reference", layout: Self.notes(#","growsWithText":true"#))
    let fields = simulator.world.fields
    #expect(fields[0].frame == Rect(x: 20, y: 150, width: 280, height: 178))
    #expect(fields[1].frame.minY == 347)
    #expect(simulator.world.contentHeight == 398)
    #expect(simulator.world.contentOffset.y == 66)
    let caret = try #require(simulator.report.field?.caretRectInWindow)
    #expect(caret == Rect(x: 28, y: 236, width: 2, height: 18))
    #expect(simulator.world.keyboardFrame.minY - caret.maxY == 10)
  }

  // Four new lines make five: 16 + 5 × 18 = 106, so the first growth is 6 pt; each further line
  // adds one line height (six lines: 124).
  @Test func itGrowsALineAtATimeOnceTheTextNoLongerFits() throws {
    let layout = try Self.notes(#","growsWithText":true"#)
    let three = try simulate(Self.returns(3), strategy: "none", layout: layout)
    #expect(three.world.fields[0].frame.height == 100)
    let four = try simulate(Self.returns(4), strategy: "none", layout: layout)
    #expect(four.world.fields[0].frame.height == 106)
    let five = try simulate(Self.returns(5), strategy: "none", layout: layout)
    #expect(five.world.fields[0].frame.height == 124)
    #expect(five.world.fields[1].frame.minY == 269 + 24)
    // Deleting the lines shrinks it back, and the form with it.
    var back = five
    for _ in 0..<5 { back.deleteBackward() }
    #expect(back.world.fields[0].frame.height == 100)
    #expect(back.world.fields[1].frame.minY == 269)
    #expect(back.world.contentHeight == 320)
  }

  // maxHeight 150 stops it at 150 (+50): the field below at 319, content 370. The caret's line
  // stays inside the view, at 300 − 18 = 282…300, so the reference scrolls 300 + 10 − 264 = 46.
  @Test func maxHeightStopsTheGrowth() throws {
    let layout = try Self.notes(#","growsWithText":true,"maxHeight":150"#)
    let simulator = try simulate(Self.returns(8), strategy: "reference", layout: layout)
    #expect(simulator.world.fields[0].frame.height == 150)
    #expect(simulator.world.fields[1].frame.minY == 319)
    #expect(simulator.world.contentHeight == 370)
    #expect(simulator.world.contentOffset.y == 46)
  }

  // Without the key the view keeps its 100 pt: the caret's line is held at 250 − 18 = 232…250,
  // already 14 pt above the keyboard, so nothing moves.
  @Test func withoutTheKeyNothingGrows() throws {
    let simulator = try simulate(Self.returns(8), strategy: "reference", layout: Self.notes(""))
    #expect(simulator.world.fields[0].frame.height == 100)
    #expect(simulator.world.fields[1].frame.minY == 269)
    #expect(simulator.world.contentHeight == 320)
    #expect(simulator.world.contentOffset.y == 0)
  }

  @Test func theKeysAreWrittenBackAndChecked() throws {
    let layout = try Self.notes(#","growsWithText":true,"maxHeight":150"#)
    #expect(layout.fieldSpecs[0].growsWithText)
    #expect(layout.fieldSpecs[0].maxHeight == 150)
    let written = layout.json.serialized()
    #expect(written.contains(#""growsWithText":true,"maxHeight":150"#))
    #expect(try LayoutParser.parse(Data(written.utf8), file: "round.json") == layout)
    #expect(
      layoutMessage(#"{"fields":[{"label":"A","growsWithText":true}]}"#)
        == #"form.json: fields[0].growsWithText: needs "kind": "multiline" (only a text view grows with its text)"#
    )
    #expect(
      layoutMessage(#"{"fields":[{"label":"A","kind":"multiline","maxHeight":200}]}"#)
        == #"form.json: fields[0].maxHeight: needs "growsWithText": true"#)
  }
}
