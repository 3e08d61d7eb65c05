import Testing

@testable import FormSimCore

/// The platforms' own behaviour — UIKeyboardLayoutGuide, SwiftUI, Android — on the `twelve`
/// form, iPhone 4 portrait (keyboard 216, top 264) unless said otherwise.
@Suite struct PlatformStrategyTests {
  @Test func layoutGuideEndsTheScrollViewAtTheKeyboard() throws {
    let simulator = try simulate("focus 7", strategy: "keyboard-layout-guide", margin: nil)
    // Guide height = 480 − 264 = 216: the scroll view's bottom at 264. The strategy scrolls
    // nothing; UIKit scrolls field 7 (320…351) into the bounds less the inset, 0…264:
    // 351 − 264 = 87, flush on the keyboard.
    #expect(simulator.world.contentInset.bottom == 216)
    #expect(simulator.offsetY == 87)
    #expect(close(simulator.report.field?.gapToKeyboard, 0))
  }

  @Test func layoutGuideOnANotchedPhone() throws {
    let simulator = try simulate(
      "focus 7", strategy: "keyboard-layout-guide", device: .iphone15, margin: nil)
    // Keyboard 291 + predictive 44 = 335 ≥ the 34-pt safe area: guide height 335; the scroll
    // view already adds 34 for the home indicator, so the inset is 335 − 34 = 301.
    #expect(simulator.world.contentInset.bottom == 301)
  }

  @Test func swiftUIScrollsTheFieldFlushWithTheKeyboard() throws {
    let simulator = try simulate("focus 7", strategy: "swiftui", margin: nil)
    // The least scroll showing 320…351 above 264: 351 − 264 = 87; no gap.
    #expect(simulator.offsetY == 87)
    #expect(close(simulator.report.field?.gapToKeyboard, 0))
    let next = try simulate("focus 7; focus 8", strategy: "swiftui", margin: nil)
    // Field 8 bottom 401: 401 − 264 = 137.
    #expect(next.offsetY == 137)
    let dismissed = try simulate("focus 7; dismiss", strategy: "swiftui", margin: nil)
    #expect(dismissed.offsetY == 87)
  }

  @Test func adjustResizeScrollsAFieldThatWasOnScreen() throws {
    let simulator = try simulate("focus 7", strategy: "android-adjust-resize", margin: nil)
    // The window ends at 264; field 7 (320…351) was inside 0…480: delta = 351 − 264 = 87.
    #expect(simulator.offsetY == 87)
    #expect(close(simulator.report.field?.gapToKeyboard, 0))
  }

  @Test func adjustResizeFocusThenResize() throws {
    let simulator = try simulate("focus 11", strategy: "android-adjust-resize", margin: nil)
    // Focus first: requestChildFocus → scrollToChild in the full window, 551 − 480 = 71 (a jump).
    // Then the resize: field 11 (520…551) was on screen in 71…551, so onSizeChanged scrolls
    // 551 − (71 + 264) = 216 more: 287. On screen 233…264, flush with the keyboard.
    #expect(simulator.offsetY == 287)
    #expect(close(simulator.report.field?.gapToKeyboard, 0))
  }

  @Test func adjustResizeNextFieldJumps() throws {
    let simulator = try simulate("focus 7; focus 8", strategy: "android-adjust-resize", margin: nil)
    // scrollToChild: field 8 bottom 401, screen 87…351: 401 − 351 = 50 → 137, no animation.
    #expect(simulator.offsetY == 137)
  }

  @Test func adjustPanPansTheWindow() throws {
    let simulator = try simulate("focus 7", strategy: "android-adjust-pan", margin: nil)
    // Focused rect: caret line 328 down to min(351, 346 + 8) = 351; visible 20…264:
    // pan 351 − 264 = 87.
    #expect(simulator.world.rootTransform.ty == -87)
    #expect(simulator.offsetY == 0)
    #expect(close(simulator.report.field?.gapToKeyboard, 0))
  }

  @Test func adjustPanIsAbsolute() throws {
    let simulator = try simulate("focus 7; focus 1", strategy: "android-adjust-pan", margin: nil)
    // Field 1's rect 28…51 fits in 20…264: pan 0 — the window slides back down.
    #expect(simulator.world.rootTransform == .identity)
    let last = try simulate("focus 12", strategy: "android-adjust-pan", margin: nil)
    // 601 − 264 = 337: field 1 ends at 20 − 337 = −317, unreachable.
    #expect(last.world.rootTransform.ty == -337)
  }
}
