import Testing

@testable import FormSimCore

/// The reference strategy: offset = field bottom + margin − keyboard top when the field is
/// covered, the least move that shows it; inset = keyboard overlap.
@Suite struct ReferenceStrategyTests {
  @Test func specWorkedExample() throws {
    let simulator = try simulate("focus 7", strategy: "reference")
    // Field 7: 320…351; keyboard top 264; margin 10: offset = 351 + 10 − 264 = 97.
    #expect(simulator.offsetY == 97)
    #expect(simulator.world.contentInset.bottom == 216)
    let field = try #require(simulator.report.field)
    #expect(field.frameInWindow == Rect(x: 20, y: 223, width: 280, height: 31))
    #expect(close(field.gapToKeyboard, 10))
    #expect(close(simulator.time, 0.3))
  }

  @Test func movesWithTheKeyboard() throws {
    // Same duration and curve as the keyboard: half way (t = 0.15) the offset is half way.
    let simulator = try simulate("focus 7", strategy: "reference", until: 0.15)
    #expect(close(simulator.screen.state.contentOffset.y, 48.5))
  }

  @Test func secondFieldMovesTheLeast() throws {
    let simulator = try simulate("focus 7; focus 8", strategy: "reference")
    // Field 8: 370…401: offset = 401 + 10 − 264 = 147.
    #expect(simulator.offsetY == 147)
    let back = try simulate("focus 8; focus 7", strategy: "reference")
    // From 147, field 7 shows at 320 − 147 = 173 ≥ 20 + 10: no move needed.
    #expect(back.offsetY == 147)
  }

  @Test func fieldThatNeedsNoMove() throws {
    #expect(try simulate("focus 2", strategy: "reference").offsetY == 0)
  }

  @Test func dismissRestoresOrClamps() throws {
    #expect(try simulate("focus 7; dismiss", strategy: "reference").offsetY == 0)
    // The user scrolled to the end while the keyboard was up (620 + 216 − 480 = 356); on hide
    // the offset is clamped to the keyboard-less range: 620 − 480 = 140.
    let scrolled = try simulate("focus 7; scroll 1000; dismiss", strategy: "reference")
    #expect(scrolled.offsetY == 140)
  }

  @Test func landscape() throws {
    let simulator = try simulate("focus 5", strategy: "reference", orientation: .landscape)
    // Keyboard top 158; field 5: 220…251: offset = 251 + 10 − 158 = 103; gap 10.
    #expect(simulator.offsetY == 103)
    #expect(close(simulator.report.field?.gapToKeyboard, 10))
  }

  @Test func landscapeOnIOS7ConvertsTheFrames() throws {
    let simulator = try simulate(
      "focus 5", strategy: "reference", orientation: .landscape, era: .ios7)
    #expect(simulator.offsetY == 103)
    #expect(simulator.world.contentInset.bottom == 162)
  }

  @Test func focusChangeOnIOS7PostsNothingButStillFollows() throws {
    let simulator = try simulate("focus 7; focus 8", strategy: "reference", era: .ios7)
    #expect(simulator.offsetY == 147)
  }

  @Test func neverScrollsPastTheEnd() throws {
    let simulator = try simulate("focus 12", strategy: "reference")
    // Field 12: 570…601: wanted 601 + 10 − 264 = 347 ≤ 620 + 216 − 480 = 356: allowed.
    #expect(simulator.offsetY == 347)
  }

  @Test func tallTextViewIsAlignedToItsCaretLine() throws {
    let layout = Layout(
      name: "tall",
      fields: [
        .init(label: "Notes", kind: .multiline, frame: Rect(x: 20, y: 200, width: 280, height: 400))
      ],
      contentHeight: 800)
    let simulator = try simulate("focus 1", strategy: "reference", layout: layout)
    // 400 pt does not fit the free 244 pt (20…264) less margins, so the caret line is shown:
    // empty text → line 0 at 200 + 8 = 208…226, already above 264 − 10: no move.
    #expect(simulator.offsetY == 0)
  }

  @Test func tallTextViewFollowsItsCaretLineDownTheText() throws {
    let layout = Layout(
      name: "tall",
      fields: [
        .init(label: "Notes", kind: .multiline, frame: Rect(x: 20, y: 200, width: 280, height: 400))
      ],
      contentHeight: 800)
    // (280 − 2 · 8) / 8 = 33 characters a line; 20 full lines and 5 more put the caret (at the
    // end) on line 20, at y = 200 + 8 + 20 · 18 = 568…586. Refocusing shows that line with the
    // margin: 586 + 10 − 264 = 332 (the other bound, 568 − 10 − 20 = 538, is farther from 0;
    // the range reaches 800 + 216 − 480 = 536).
    let text = String(repeating: "a", count: 20 * 33 + 5)
    let simulator = try simulate(
      "focus 1; type \(text); dismiss; focus 1", strategy: "reference", layout: layout)
    #expect(simulator.offsetY == 332)
  }
}
