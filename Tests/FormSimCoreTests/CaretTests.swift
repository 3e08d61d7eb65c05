import Testing

@testable import FormSimCore

/// The caret's rectangle, the selection hook, and who keeps the caret above the keyboard.
@Suite struct CaretTests {
  /// A title field and a 400-pt text view: taller than the 224 pt of room above the iPhone 4
  /// keyboard (264 − 20 − 2 × 10), so the reference keeps the caret's line in view, not the view.
  static let notes = Layout(
    name: "notes",
    fields: [
      .init(label: "Title"),
      .init(
        label: "Notes", kind: .multiline, frame: Rect(x: 20, y: 70, width: 280, height: 400)),
    ])

  static func returns(_ count: Int) -> String {
    Array(repeating: "return", count: count).joined(separator: "; ")
  }

  // A text field's caret is 20 pt tall and centred: field 1 of `twelve` at y 20, 31 tall →
  // y 20 + (31 − 20) / 2 = 25.5; x = 20 + inset 8, plus 8 pt per character typed.
  @Test func aTextFieldCaretIsCentred() throws {
    let empty = try simulate("focus 1", strategy: "none")
    #expect(empty.world.fields[0].caretRect == Rect(x: 28, y: 25.5, width: 2, height: 20))
    let typed = try simulate("focus 1; type abc", strategy: "none")
    #expect(typed.world.fields[0].caretRect.minX == 28 + 3 * 8)
  }

  // A text view's caret sits on its line: three new lines → line 3, y = 70 + 8 + 3 × 18 = 132.
  @Test func newLinesMoveATextViewCaretDown() throws {
    let simulator = try simulate(
      "focus 2; \(Self.returns(3))", strategy: "none", layout: Self.notes)
    #expect(simulator.world.fields[1].caretRect == Rect(x: 28, y: 132, width: 2, height: 18))
    // With the offset at 0 the window rectangle is the same.
    #expect(simulator.report.field?.caretRectInWindow == Rect(x: 28, y: 132, width: 2, height: 18))
  }

  // Twelve new lines: line 12 at 78 + 12 × 18 = 294…312, below the keyboard's top (264). The
  // reference scrolls on each selection change: 312 + 10 − 264 = 58, caret at 236…254, 10 pt
  // above the keyboard.
  @Test func referenceKeepsTheCaretAboveTheKeyboard() throws {
    let simulator = try simulate(
      "focus 2; \(Self.returns(12))", strategy: "reference", layout: Self.notes)
    #expect(simulator.world.contentOffset.y == 58)
    let caret = try #require(simulator.report.field?.caretRectInWindow)
    #expect(caret == Rect(x: 28, y: 236, width: 2, height: 18))
  }

  // Seed 001 has no selection hook: at did-show the origin (70) is inside 480 − 216 = 264, so it
  // never scrolls, and the caret ends 312 − 264 = 48 pt under the keyboard's top.
  @Test func contentInsetLetsTheCaretSinkUnderTheKeyboard() throws {
    let simulator = try simulate(
      "focus 2; \(Self.returns(12))", strategy: "content-inset", layout: Self.notes)
    #expect(simulator.world.contentOffset.y == 0)
    let caret = try #require(simulator.report.field?.caretRectInWindow)
    #expect(caret.maxY - simulator.world.keyboardFrame.minY == 48)
  }

  // In a text field already in view the caret is too, so typing moves nothing: the settled
  // figures of typing scripts stay as they were (field 7 at offset 97).
  @Test func typingInAVisibleTextFieldMovesNothing() throws {
    let simulator = try simulate("focus 7; type hello", strategy: "reference")
    #expect(simulator.world.contentOffset.y == 97)
    #expect(simulator.isSettled)
  }
}

/// `caretPosition` counts in one pass what breaking the text into display lines gives: checked
/// against that definition on random text of line breaks (LF, CRLF, CR), ASCII, combining marks
/// and emoji.
@Suite struct CaretPositionPropertyTests {
  /// The definition: the lines of the text before the caret, and the last one's length.
  static func byLines(text: String, caret: Int, width: Double) -> (line: Int, column: Int) {
    guard caret > 0, !text.isEmpty else { return (0, 0) }
    let before = String(text.prefix(max(0, caret)))
    let lines = TextMetrics.lines(of: before, width: width)
    guard let last = lines.last else { return (0, 0) }
    if last.count == TextMetrics.charactersPerLine(width: width), !before.hasSuffix("\n") {
      return (lines.count, 0)
    }
    return (lines.count - 1, last.count)
  }

  @Test func onePassCountsWhatTheLinesAre() {
    var generator = SeededGenerator(seed: 11)
    let pieces = ["a", "b", " ", "\n", "\r\n", "\r", "e\u{301}", "🇫🇷", "漢", "xyz", "\n\n"]
    for round in 0..<3000 {
      let text = (0..<Int.random(in: 0...40, using: &generator))
        .map { _ in pieces.randomElement(using: &generator)! }.joined()
      let caret = Int.random(in: 0...(text.count + 2), using: &generator)
      let width = [17.0, 24, 40, 100, 280].randomElement(using: &generator)!
      let fast = TextMetrics.caretPosition(text: text, caret: caret, width: width)
      let reference = Self.byLines(text: text, caret: caret, width: width)
      #expect(
        fast == reference, "round \(round): \(text.debugDescription) caret \(caret) width \(width)")
    }
  }
}
