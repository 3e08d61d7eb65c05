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

  /// Where each text input puts its caret, by hand, for a 31-pt and a 40-pt field at y 100
  /// and a 100-pt text view at y 200 (all 280 wide, caret after nothing typed):
  /// - UIKit's `UITextField` centres its 20-pt caret: 100 + (31 − 20) / 2 = 105.5 … 125.5,
  ///   and 100 + (40 − 20) / 2 = 110 … 130; `UITextView` starts its text 8 pt down:
  ///   208 … 226.
  /// - React Native's single-line input is a `UITextField` with no padding: the same 105.5 …
  ///   125.5 and 110 … 130, so `KCTextInputCompositeDelegate`'s end y (origin + height) is 25.5
  ///   and 30; its multiline input starts 5 pt down (`paddingTop: 5`): 205 … 223, end y 23.
  /// - Flutter's `TextField` puts its line 8 pt down (Material 3 content padding), at the top
  ///   whatever the height: 108 … 126 in both fields, 208 … 226 in the text view.
  static let heights = Layout(
    name: "heights",
    fields: [
      .init(label: "31", frame: Rect(x: 20, y: 100, width: 280, height: 31)),
      .init(label: "40", frame: Rect(x: 20, y: 150, width: 280, height: 40)),
      .init(label: "view", kind: .multiline, frame: Rect(x: 20, y: 200, width: 280, height: 100)),
    ])

  @Test func eachTextInputPutsItsCaretWhereItsTextIs() {
    let world = World(layout: Self.heights, device: .iphone4)
    func vertical(_ field: Int, _ layout: TextInputLayout) -> [Double] {
      let rect = world.fields[field].caretRect(in: layout)
      return [
        rect.minY - world.fields[field].frame.minY, rect.maxY - world.fields[field].frame.minY,
      ]
    }
    #expect(vertical(0, .uiKit) == [5.5, 25.5])
    #expect(vertical(1, .uiKit) == [10, 30])
    #expect(vertical(2, .uiKit) == [8, 26])
    #expect(vertical(0, .reactNative) == [5.5, 25.5])
    #expect(vertical(1, .reactNative) == [10, 30])
    #expect(vertical(2, .reactNative) == [5, 23])
    #expect(vertical(0, .flutter) == [8, 26])
    #expect(vertical(1, .flutter) == [8, 26])
    #expect(vertical(2, .flutter) == [8, 26])
    // react-native-keyboard-controller's selection end y, inside the input.
    #expect(KeyboardAwareScrollViewStrategy.selection(of: 0, world).endY == 25.5)
    #expect(KeyboardAwareScrollViewStrategy.selection(of: 1, world).endY == 30)
    #expect(KeyboardAwareScrollViewStrategy.selection(of: 2, world).endY == 23)
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

/// The reports give the caret of the text input that draws the fields (`ViewSetup.textInput`):
/// the strategy's own toolkit's, not UIKit's centred one, under Flutter and React Native
/// Keyboard Controller.
@Suite struct ReportedCaretTests {
  @Test func flutterReportsItsLineBelowTheTopPadding() throws {
    let simulator = try simulate("focus 1", strategy: "flutter")
    // `twelve` on the iPhone 4: field 1 at 20…51 (280 wide from x 20), nothing scrolled. Flutter's
    // caret line starts at the 8-pt top content padding: y 20 + 8 = 28, one 18-pt line tall
    // (min(51 − 18, 28) = 28), the field's width. UIKit's would be centred: 20 + (31 − 20) / 2.
    let caret = try #require(simulator.report.field?.caretRectInWindow)
    #expect(caret == Rect(x: 20, y: 28, width: 280, height: 18))
  }

  @Test func keyboardControllerReportsReactNativesTextView() throws {
    let simulator = try simulate(
      "focus 5", strategy: "rnkc-aware-scroll-view", layout: .profile, margin: nil)
    // `profile` on the iPhone 4: the 100-pt text view "About you" sits at 220…320 on screen
    // (where the component leaves it, as `simulate` shows). RCTUITextView's first line starts at
    // the 5-pt default top padding: 220 + 5 = 225, 18 tall; UIKit's text view would put it at
    // its 8-pt container inset, 228.
    let field = try #require(simulator.report.field)
    #expect(field.frameInWindow.minY == 220)
    #expect(field.caretRectInWindow.minY == 225)
    #expect(field.caretRectInWindow.height == 18)
  }

  @Test func uikitStrategiesKeepTheCentredCaret() throws {
    let simulator = try simulate("focus 1", strategy: "reference")
    // 20 + (31 − 20) / 2 = 25.5, 8 pt in from the field's left edge 20: x 28, 2 × 20.
    let caret = try #require(simulator.report.field?.caretRectInWindow)
    #expect(caret == Rect(x: 28, y: 25.5, width: 2, height: 20))
  }
}
