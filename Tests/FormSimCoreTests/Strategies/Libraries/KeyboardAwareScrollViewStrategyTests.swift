import Testing

@testable import FormSimCore

/// react-native-keyboard-controller's KeyboardAwareScrollView: the iPhone 4 figures, and the
/// published Jest figures of `KeyboardAwareScrollView/__tests__` rebuilt from their fixtures.
@Suite struct KeyboardAwareScrollViewStrategyTests {
  // MARK: iPhone 4, `twelve`

  @Test func keepsTheCaretBottomAboveTheKeyboard() throws {
    let simulator = try simulate("focus 7", strategy: "rnkc-aware-scroll-view", margin: nil)
    // Field 7 at 320, 31 tall: React Native's single-line input is a UITextField with no
    // padding, its 20-pt caret centred, 320 + (31 − 20) / 2 = 325.5 … 345.5: selection end
    // y = 5.5 + 20 = 25.5, point = 320 + 25.5 = 345.5. visibleRect = 480 − 216 = 264;
    // 264 − 345.5 ≤ 0 → scroll to 216 − (480 − 345.5) + 0 = 81.5.
    #expect(simulator.offsetY == 81.5)
    #expect(simulator.world.contentInset.bottom == 216)
    // Caret-based: the field's last 5.5 pt stay under the keyboard (238.5…269.5 against 264).
    #expect(close(simulator.report.field?.gapToKeyboard, -5.5))
    #expect(close(simulator.report.field?.visibleFraction, 25.5 / 31.0, tolerance: 0.0001))
  }

  @Test func bottomOffsetIsTheMargin() throws {
    let simulator = try simulate("focus 7", strategy: "rnkc-aware-scroll-view", margin: 10)
    // 81.5 + 10 = 91.5: the field at 228.5…259.5, 4.5 pt clear.
    #expect(simulator.offsetY == 91.5)
    #expect(close(simulator.report.field?.gapToKeyboard, 4.5))
  }

  @Test func followsTheKeyboardFrameByFrame() throws {
    // onMove interpolates 0…81.5 over the keyboard's 0…216: mid-slide the offset is
    // 81.5 × (keyboard height so far) / 216.
    let simulator = try simulate(
      "focus 7", strategy: "rnkc-aware-scroll-view", margin: nil, until: 0.15)
    let keyboardHeight = 480 - simulator.screen.state.keyboardFrame.minY
    #expect(close(simulator.screen.state.contentOffset.y, 81.5 * keyboardHeight / 216))
  }

  @Test func scrollsBackOnHide() throws {
    let simulator = try simulate(
      "focus 7; dismiss", strategy: "rnkc-aware-scroll-view", margin: nil)
    // On hide it interpolates back to scrollBeforeKeyboardMovement, 0.
    #expect(simulator.offsetY == 0)
    #expect(simulator.world.contentInset.bottom == 0)
  }

  // MARK: The Jest fixtures

  /// `__fixtures__/testUtils.tsx`: window height 928 (`MOCK_SCREEN_HEIGHT`), text keyboard 312
  /// (`KEYBOARD_HEIGHT`); the emoji keyboard of `keyboardSizeChange.spec.tsx` is 388, FormSim's
  /// predictive bar of 76 on top of it.
  static let fixtureDevice = DeviceProfile(
    name: "rnkc-fixture", summary: "react-native-keyboard-controller's Jest fixture",
    portraitSize: Size(width: 390, height: 928), statusBarPortrait: 0, statusBarLandscape: 0,
    keyboardPortrait: 312, keyboardLandscape: 312, predictiveBar: 76)

  /// Input B: `absoluteY` 695.67 at scroll 0 (layout.y 579.67 + the scroll view's pageY 116;
  /// FormSim's scroll view starts at the window's top, so the field sits at 695.67). Its
  /// selection end y is 47: a text view (React Native's, text 5 pt below its top) whose caret is
  /// on its third line ends at min(top + 47 − 18, top + 5 + 2 × 18) + 18 = top + 47, and a
  /// 47-pt height keeps the clamp `clamp(47, 0, height)` at 47. Input A: `absoluteY` 281.67,
  /// height 60.33. Content 2000 (`mockSize`), so no ghost space.
  static func fixtureLayout(withInputA: Bool) -> Layout {
    var fields: [Layout.FieldSpec] = []
    if withInputA {
      fields.append(
        .init(
          label: "A", kind: .text, frame: Rect(x: 16, y: 281.67, width: 358, height: 60.33)))
    }
    fields.append(
      .init(label: "B", kind: .multiline, frame: Rect(x: 16, y: 695.67, width: 121, height: 47)))
    return Layout(name: "rnkc-fixture", fields: fields, contentHeight: 2000)
  }

  static func fixture(withInputA: Bool = false) -> Simulator {
    var settings = SimulationSettings(
      layout: fixtureLayout(withInputA: withInputA), device: fixtureDevice,
      strategy: "rnkc-aware-scroll-view", predictive: false, margin: 62)  // BOTTOM_OFFSET
    settings.era = .modern
    var simulator = Simulator(settings: settings)
    simulator.setTexts(withInputA ? ["", "1\n2\n3"] : ["1\n2\n3"])
    return simulator
  }

  @Test func fixtureCaretIsAtFortySeven() {
    let simulator = Self.fixture()
    let selection = KeyboardAwareScrollViewStrategy.selection(of: 0, simulator.world)
    #expect(close(selection.endY, 47))
  }

  /// `keyboardSizeChange.spec.tsx`, "should correctly adjust scroll across multiple emoji ↔
  /// text keyboard toggles".
  @Test func emojiTogglesMatchThePublishedFigures() throws {
    var simulator = Self.fixture()
    // Step 1, focus: point = 695.67 + 47 = 742.67;
    // relativeScrollTo = 312 − (928 − 742.67) + 62 = 188.67.
    simulator.focus(0)
    simulator.settle()
    #expect(abs(simulator.offsetY - 188.67) < 0.5)
    // Step 2, → emoji: absoluteY = 695.67 − 188.67 = 507, point 554;
    // relativeScrollTo = 388 − (928 − 554) + 62 = 76 → 188.67 + 76 = 264.67.
    simulator.setPredictive(true)
    simulator.settle()
    #expect(abs(simulator.offsetY - 264.67) < 0.5)
    // Step 3, → text: absoluteY = 695.67 − 264.67 = 431, point 478;
    // 616 − 478 = 138 > 62 → no scroll back.
    simulator.setPredictive(false)
    simulator.settle()
    #expect(abs(simulator.offsetY - 264.67) < 0.5)
    // Step 4, → emoji again: 540 − 478 = 62 ≤ 62 → a scroll to the same 264.67.
    simulator.setPredictive(true)
    simulator.settle()
    #expect(abs(simulator.offsetY - 264.67) < 0.5)
    // Step 5, → text: no push.
    simulator.setPredictive(false)
    simulator.settle()
    #expect(abs(simulator.offsetY - 264.67) < 0.5)
    // Step 6, the user scrolls back to 188.67; step 7, → emoji pushes again to 264.67.
    simulator.userScroll(by: -76)
    #expect(abs(simulator.offsetY - 188.67) < 0.5)
    simulator.setPredictive(true)
    simulator.settle()
    #expect(abs(simulator.offsetY - 264.67) < 0.5)
    // Steps 8 and 9: → text (no push), → emoji (stays at 264.67).
    simulator.setPredictive(false)
    simulator.settle()
    #expect(abs(simulator.offsetY - 264.67) < 0.5)
    simulator.setPredictive(true)
    simulator.settle()
    #expect(abs(simulator.offsetY - 264.67) < 0.5)
  }

  /// `toolbar.spec.tsx`, "should scroll to newly focused input via deferred selection".
  @Test func toolbarFocusSwitchScrollsOnTheDeferredSelection() throws {
    var simulator = Self.fixture(withInputA: true)
    // Focus A: its caret centred, ending 281.67 + (60.33 + 20) / 2 = 321.84, far above
    // 928 − 312 = 616: no scroll.
    simulator.focus(0)
    simulator.settle()
    #expect(simulator.offsetY == 0)
    // The toolbar's next: onStart → onEnd with the same keyboard (no slide), selection after:
    // point = 695.67 + 47 = 742.67; relativeScrollTo = 312 − (928 − 742.67) + 62 = 188.67.
    simulator.focusNext()
    simulator.settle()
    #expect(abs(simulator.offsetY - 188.67) < 0.5)
  }
}
