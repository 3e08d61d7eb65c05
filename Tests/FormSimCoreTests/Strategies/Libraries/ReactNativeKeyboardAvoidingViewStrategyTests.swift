import Testing

@testable import FormSimCore

/// React Native's KeyboardAvoidingView around the form, `twelve` on the iPhone 4 portrait:
/// the view fills the 480-pt window (y = 0), the keyboard's screenY is 264.
@Suite struct ReactNativeKeyboardAvoidingViewStrategyTests {
  @Test func paddingShortensTheScrollViewAndUIKitScrollsIntoIt() throws {
    let simulator = try simulate("focus 7", strategy: "rn-kav-padding", margin: nil)
    // bottom = ceil(max(0 + 480 − (264 − 0), 0)) = 216: the ScrollView ends at 264.
    #expect(simulator.world.contentInset.bottom == 216)
    // The component scrolls nothing; UIKit (RCTCustomScrollView passes scrollRectToVisible on)
    // brings field 7, 320…351, into 0…264: 351 − 264 = 87, gap 0.
    #expect(simulator.offsetY == 87)
    #expect(close(simulator.report.field?.gapToKeyboard, 0))
    #expect(simulator.report.field?.visibleFraction == 1)
  }

  @Test func keyboardVerticalOffsetIsTheMargin() throws {
    let simulator = try simulate("focus 7", strategy: "rn-kav-padding", margin: 20)
    // keyboardY = 264 − 20 = 244: bottom = 480 − 244 = 236.
    #expect(simulator.world.contentInset.bottom == 236)
  }

  @Test func heightShrinksTheViewAndUIKitScrollsIntoIt() throws {
    let simulator = try simulate("focus 7", strategy: "rn-kav-height", margin: nil)
    // First pass: max(0 + 0 + 480 − 264, 0) = 216, height 480 − 216 = 264; onLayout: 216 + 264
    // − 264 = 216 again, settled. The view ends at 264: inset 480 − 264 = 216, and UIKit
    // scrolls field 7's bottom 351 to 264: offset 87.
    #expect(simulator.world.contentInset.bottom == 216)
    #expect(simulator.offsetY == 87)
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

/// React Native's scroll view sets `contentInsetAdjustmentBehavior = never` (RCTScrollView.m):
/// on a notched phone it adds no safe area to its insets, so it rests at offset 0 with the first
/// field under the status bar, where UIKit's own scroll view rests at −59. iPhone 15 portrait
/// (393 × 852, status bar 59, bottom safe area 34), `twelve`, keyboard 335 (top 852 − 335 = 517).
@Suite struct ReactNativeScrollViewInsetTests {
  static let strategies = [
    "rn-kav-padding", "rn-kav-height", "rn-kav-position", "rnkc-aware-scroll-view",
  ]

  @Test(arguments: strategies)
  func restsAtZeroUnderTheStatusBar(strategy: String) throws {
    let simulator = Simulator(
      settings: SimulationSettings(layout: .twelve, device: .iphone15, strategy: strategy))
    #expect(simulator.world.contentInsetAdjustment == .never)
    #expect(simulator.world.automaticContentInset == .zero)
    #expect(simulator.offsetY == 0)
    // Field 1 at 20…51, wholly under the 59-pt status bar.
    let field = simulator.world.model.windowFrame(ofContent: simulator.world.fields[0].frame)
    #expect(field.minY == 20)
    #expect(simulator.world.model.visibleFraction(of: field) == 0)
  }

  @Test func uikitsOwnScrollViewStillRestsBelowTheStatusBar() {
    // The automatic adjustment: top inset 59, so the offset rests at −59.
    let simulator = Simulator(
      settings: SimulationSettings(layout: .twelve, device: .iphone15, strategy: "reference"))
    #expect(simulator.world.contentInsetAdjustment == .automatic)
    #expect(simulator.offsetY == -59)
  }

  @Test func paddingInsetsByTheWholeOverlap() throws {
    let simulator = try simulate(
      "focus 12", strategy: "rn-kav-padding", device: .iphone15, margin: nil)
    // bottom = ceil(max(0 + 852 − 517, 0)) = 335, with no automatic 34 to take off: inset 335
    // (it was 335 − 34 = 301). UIKit scrolls field 12, 570…601, into 0…852 − 335 = 517:
    // 601 − 517 = 84, gap 0.
    #expect(simulator.world.contentInset.bottom == 335)
    #expect(simulator.offsetY == 84)
    #expect(close(simulator.report.field?.gapToKeyboard, 0))
  }

  @Test func keyboardControllerScrollsFromZero() throws {
    let simulator = try simulate(
      "focus 12", strategy: "rnkc-aware-scroll-view", device: .iphone15, margin: nil)
    // Field 12 at 570, its caret centred in the 31-pt field ending at (31 + 20) / 2 = 25.5:
    // point 595.5; visibleRect 517; 517 − 595.5 ≤ 0 → scroll to 335 − (852 − 595.5) + 0 = 78.5
    // from 0. The padding is the keyboard's 335, with no automatic 34 to take off (it was 301).
    // On screen 570 − 78.5 = 491.5…522.5: the caret's bottom on the keyboard, gap 517 − 522.5.
    #expect(simulator.offsetY == 78.5)
    #expect(simulator.world.contentInset.bottom == 335)
    #expect(close(simulator.report.field?.gapToKeyboard, -5.5))
  }
}

/// `_relativeKeyboardHeight` sums `_frame`, the `onLayout` frame, which is in the view's parent,
/// with the keyboard's `screenY`, which is in the window (KeyboardAvoidingView.js).
@Suite struct ReactNativeParentFrameTests {
  @Test func paddingUnderANavigationBarIsShortByTheViewsWindowY() throws {
    let simulator = try simulate(
      "focus 1", strategy: "rn-kav-padding", layout: .signUpNavigation, device: .iphoneSE,
      margin: nil)
    // iPhone SE 375 × 667, status bar 20 + navigation bar 44: the root view, the view's parent,
    // starts at window y 64 and is 667 − 64 = 603 tall; the view fills it at parent y 0.
    // Keyboard 216 + the 44-pt toolbar = 260, screenY 667 − 260 = 407.
    // bottom = ceil(max(0 + 603 − 407, 0)) = 196 (with the window y 64 it was 64 + 603 − 407
    // = 260); no automatic inset to take off: paddingBottom 196.
    #expect(simulator.world.contentInset.bottom == 196)
  }
}
