import Testing

@testable import FormSimCore

/// React Native's KeyboardAvoidingView around the form, `twelve` on the iPhone 4 portrait:
/// the view fills the 480-pt window (y = 0), the keyboard's screenY is 264.
@Suite struct ReactNativeKeyboardAvoidingViewStrategyTests {
  @Test func paddingShortensTheScrollViewAndScrollsNothing() throws {
    let simulator = try simulate("focus 7", strategy: "rn-kav-padding", margin: nil)
    // bottom = ceil(max(0 + 480 − (264 − 0), 0)) = 216: the ScrollView ends at 264.
    #expect(simulator.world.contentInset.bottom == 216)
    #expect(simulator.offsetY == 0)
    // Field 7 stays at 320…351, under the keyboard: gap 264 − 351 = −87.
    #expect(close(simulator.report.field?.gapToKeyboard, -87))
    #expect(simulator.report.field?.visibleFraction == 0)
  }

  @Test func keyboardVerticalOffsetIsTheMargin() throws {
    let simulator = try simulate("focus 7", strategy: "rn-kav-padding", margin: 20)
    // keyboardY = 264 − 20 = 244: bottom = 480 − 244 = 236.
    #expect(simulator.world.contentInset.bottom == 236)
  }

  @Test func heightShrinksTheViewAndScrollsNothing() throws {
    let simulator = try simulate("focus 7", strategy: "rn-kav-height", margin: nil)
    // First pass: max(0 + 0 + 480 − 264, 0) = 216, height 480 − 216 = 264; onLayout: 216 + 264
    // − 264 = 216 again, settled. The view ends at 264: inset 480 − 264 = 216.
    #expect(simulator.world.contentInset.bottom == 216)
    #expect(simulator.offsetY == 0)
  }

  @Test func heightSettlesAfterRotation() throws {
    let simulator = try simulate("focus 4; rotate", strategy: "rn-kav-height", margin: nil)
    // Landscape keyboard top 158, first height 480 (portrait), view 480 − 216 = 264:
    // 216 + 264 − 158 = 322 → view 158; onLayout: 322 + 158 − 158 = 322, settled.
    // The view ends at 158 in a 320-pt window: inset 320 − 158 = 162.
    #expect(simulator.world.contentInset.bottom == 162)
  }

  @Test func positionSlidesEverythingUpByTheKeyboard() throws {
    let low = try simulate("focus 7", strategy: "rn-kav-position", margin: nil)
    // bottom 216 → the content's `bottom: 216`: a translation of −216, in the keyboard's
    // animation. Field 7 at 320 − 216 = 104.
    #expect(low.world.rootTransform.ty == -216)
    #expect(close(low.report.field?.frameInWindow.minY, 104))
    // The same move for the first field: 20 − 216 = −196, off the top of the screen.
    let high = try simulate("focus 1", strategy: "rn-kav-position", margin: nil)
    #expect(close(high.report.field?.frameInWindow.minY, -196))
    #expect(high.report.field?.visibleFraction == 0)
  }

  @Test func hideGivesBottomZero() throws {
    for name in ["rn-kav-padding", "rn-kav-height", "rn-kav-position"] {
      let simulator = try simulate("focus 7; dismiss", strategy: name, margin: nil)
      #expect(simulator.world.contentInset.bottom == 0)
      #expect(simulator.world.rootTransform == .identity)
    }
  }
}
