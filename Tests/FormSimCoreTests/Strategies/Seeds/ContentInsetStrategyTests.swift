import Testing

@testable import FormSimCore

/// Seed 001 (content-inset) on the `twelve` form, iPhone 4 portrait (keyboard 216, top 264).
@Suite struct ContentInsetStrategyTests {
  @Test func lowFieldFromRest() throws {
    let simulator = try simulate("focus 7", strategy: "content-inset")
    // keyboardDidShow at t = 0.3: kbSize = begin frame (0, 480, 320, 216).size → 216.
    // aRect = (0, 0, 320, 480 − 216 = 264) does not contain (20, 320):
    // offset = 320 − (216 − 15) = 119, animated over 0.3 s: settled at t = 0.6.
    #expect(simulator.offsetY == 119)
    #expect(simulator.world.contentInset.bottom == 216)
    #expect(simulator.world.scrollIndicatorInsets.bottom == 216)
    #expect(close(simulator.time, 0.6))
    // On screen at 320 − 119 = 201, bottom 232: gap 264 − 232 = 32.
    #expect(close(simulator.report.field?.gapToKeyboard, 32))
  }

  @Test func nothingMovesWhileTheKeyboardSlides() throws {
    // Half way through the slide (t = 0.15) the strategy has not been told anything yet.
    let simulator = try simulate("focus 7", strategy: "content-inset", until: 0.15)
    #expect(simulator.screen.state.contentOffset.y == 0)
    #expect(simulator.world.contentInset.bottom == 0)
    // Ease-in-out is symmetric: the keyboard is half way, 480 − 108 = 372.
    #expect(close(simulator.screen.state.keyboardFrame.minY, 372))
  }

  @Test func secondField() throws {
    let simulator = try simulate("focus 7; focus 8", strategy: "content-inset")
    // The re-posted did-show (begin = end = shown frame, size 216): 370 − 201 = 169.
    #expect(simulator.offsetY == 169)
  }

  @Test func fieldThatNeedsNoMove() throws {
    let simulator = try simulate("focus 2", strategy: "content-inset")
    // (20, 70) is inside aRect (0, 0, 320, 264): insets change, the offset does not.
    #expect(simulator.offsetY == 0)
    #expect(simulator.world.contentInset.bottom == 216)
  }

  @Test func dismissZeroesInsetsButLeavesTheOffset() throws {
    let simulator = try simulate("focus 7; dismiss", strategy: "content-inset")
    #expect(simulator.world.contentInset == .zero)
    #expect(simulator.offsetY == 119)
  }

  @Test func landscapeOnModernIOS() throws {
    let simulator = try simulate("focus 4", strategy: "content-inset", orientation: .landscape)
    // Window 480×320, keyboard 162 (top 158). aRect = (0, 0, 480, 158) misses (20, 170):
    // offset = 170 − (162 − 15) = 23; on screen 147…178, keyboard top 158: gap −20,
    // visible (158 − 147) / 31 = 0.3548.
    #expect(simulator.offsetY == 23)
    let field = try #require(simulator.report.field)
    #expect(close(field.gapToKeyboard, -20))
    #expect(close(field.visibleFraction, 11.0 / 31.0, tolerance: 0.0001))
  }

  @Test func landscapeOnIOS7ReadsThePortraitHeight() throws {
    let simulator = try simulate(
      "focus 4", strategy: "content-inset", orientation: .landscape, era: .ios7)
    // Before iOS 8 the begin frame is in portrait screen coordinates: (−162, 0, 162, 480), so
    // "height" = 480. Inset 480; offset = 170 − (480 − 15) = −295: the form drops down.
    #expect(simulator.world.contentInset.bottom == 480)
    #expect(simulator.offsetY == -295)
  }
}
