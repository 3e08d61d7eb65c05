import Testing

@testable import FormSimCore

/// TPKeyboardAvoiding on the `twelve` form, iPhone 4 portrait (keyboard 216, top 264). The caret
/// `caretRectForPosition:` gives for a 31-pt text field is 20 pt tall and centred in it:
/// (31 − 20) / 2 = 5.5 pt below the field's top.
@Suite struct TPKeyboardAvoidingStrategyTests {
  private func run(_ script: String, margin: Double? = nil, until: Double? = nil) throws
    -> Simulator
  {
    try simulate(script, strategy: "tpkeyboardavoiding", margin: margin, until: until)
  }

  @Test func centresTheCaretInTheVisibleHeight() throws {
    let simulator = try run("focus 7")
    // Inset = 216 − max(480 − 480, 0) = 216; viewable = 480 − 216 = 264.
    // Field 7 at 320: caret 325.5…345.5; padding = (264 − 20) / 2 = 122; offset = 325.5 − 122 =
    // 203.5 (max 620 − 264 = 356). Field 7 lands at 116.5…147.5, 116.5 pt above the keyboard.
    #expect(simulator.world.contentInset.bottom == 216)
    #expect(simulator.offsetY == 203.5)
    #expect(close(simulator.report.field?.gapToKeyboard, 116.5))
  }

  @Test func startsOneHundredthOfASecondAfterTheKeyboard() throws {
    // At 5 ms the dispatch_after block has not run: nothing has changed yet.
    let early = try run("focus 7", until: 0.005)
    #expect(early.world.contentInset.bottom == 0)
    #expect(early.screen.state.contentOffset.y == 0)
    // It then animates with the keyboard's 0.3 s from t = 0.01: done at 0.31, one frame later
    // than the keyboard (the run settles on the next frame, 19/60 s).
    let settled = try run("focus 7")
    #expect(close(settled.time, 19.0 / 60))
  }

  @Test func lastFieldIsClampedToTheContent() throws {
    let simulator = try run("focus 12")
    // Field 12 at 570, caret 575.5: 575.5 − 122 = 453.5 > 620 − 264 = 356 → 356. Field 12 at
    // 214…245: gap 19.
    #expect(simulator.offsetY == 356)
    #expect(close(simulator.report.field?.gapToKeyboard, 19))
  }

  @Test func focusChangeCentresTheNextCaret() throws {
    let simulator = try run("focus 7; focus 8")
    // scrollToActiveTextField: visible 480 − 216 = 264, field 8 at 370, caret 375.5 → 375.5 − 122 =
    // 253.5, animated;
    // the re-posted notification is ignored meanwhile.
    #expect(simulator.offsetY == 253.5)
  }

  @Test func returnFocusesTheNextField() throws {
    let simulator = try run("focus 7; return")
    #expect(simulator.focusedIndex == 7)
    #expect(simulator.offsetY == 253.5)
    let last = try run("focus 12; return")
    #expect(last.focusedIndex == nil)
  }

  @Test func hideRestoresTheInsetsOnly() throws {
    let simulator = try run("focus 7; dismiss")
    #expect(simulator.world.contentInset == .zero)
    #expect(simulator.offsetY == 203.5)
  }

  @Test func marginIsTheMinimumPadding() throws {
    let simulator = try run("focus 7", margin: 150)
    // padding = max(150, 122) = 150: offset = 325.5 − 150 = 175.5.
    #expect(simulator.offsetY == 175.5)
  }
}
