import Testing

@testable import FormSimCore

/// Flutter's Scaffold + EditableText on the `twelve` form, iPhone 4 portrait (keyboard top 264).
/// An empty field's caret is 328…346 for field 7; scrollPadding 20 grows it to 308…366.
@Suite struct FlutterStrategyTests {
  @Test func caretPlusScrollPaddingEndsAtTheKeyboard() throws {
    let simulator = try simulate("focus 7", strategy: "flutter", margin: nil)
    // Viewport 480 − 216 = 264: trailing = 366 − 264 = 102. The field's bottom 351 − 102 = 249,
    // 15 pt above the keyboard.
    #expect(simulator.offsetY == 102)
    #expect(simulator.world.contentInset.bottom == 216)
    #expect(close(simulator.report.field?.gapToKeyboard, 15))
  }

  @Test func followsTheKeyboardFrameByFrame() throws {
    // Half way (t = 0.15, ease-in-out) the keyboard is 108 pt up: viewport 372, so the jump is
    // 366 − 372 < 0 — nothing yet; at t = 0.2 (frame 12) it is up by more.
    let half = try simulate("focus 7", strategy: "flutter", margin: nil, until: 0.15)
    #expect(half.screen.state.contentOffset.y == 0)
    let later = try simulate("focus 7", strategy: "flutter", margin: nil, until: 0.25)
    let keyboardTop = later.screen.state.keyboardFrame.minY
    // Each frame jumps so the padded caret ends at the keyboard's top: 366 − top.
    #expect(close(later.screen.state.contentOffset.y, 366 - keyboardTop))
  }

  @Test func focusChangeAnimatesOverOneHundredMilliseconds() throws {
    let simulator = try simulate("focus 7; focus 8", strategy: "flutter", margin: nil)
    // Caret 378…396 → 358…416: trailing 416 − 264 = 152 from 102.
    #expect(simulator.offsetY == 152)
  }

  @Test func lastFieldAndDismiss() throws {
    let simulator = try simulate("focus 12", strategy: "flutter", margin: nil)
    // 596 + 20 − 264 = 352 (the list reaches 620 + 216 − 480 = 356).
    #expect(simulator.offsetY == 352)
    let dismissed = try simulate("focus 12; dismiss", strategy: "flutter", margin: nil)
    // The viewport grows back: 352 > 620 − 480 = 140, clamped.
    #expect(dismissed.offsetY == 140)
  }

  @Test func marginIsTheScrollPadding() throws {
    let simulator = try simulate("focus 7", strategy: "flutter", margin: 0)
    // 346 − 264 = 82.
    #expect(simulator.offsetY == 82)
  }
}
