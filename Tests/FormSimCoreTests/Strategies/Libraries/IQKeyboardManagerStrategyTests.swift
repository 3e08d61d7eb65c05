import Testing

@testable import FormSimCore

/// IQKeyboardManager on the `twelve` form (fields of 31 pt at y = 20, 70, …, 570; content 620),
/// iPhone 4 portrait: window 480, status bar 20, keyboard 216 (top 264) — with
/// `enableAutoToolbar` off (`--no-auto-toolbar`), so the keyboard is the bare one.
/// `IQKeyboardManagerToolbarTests` has the library's default, its toolbar on the keyboard.
@Suite struct IQKeyboardManagerStrategyTests {
  private func run(_ script: String, margin: Double? = nil, orientation: Orientation = .portrait)
    throws -> Simulator
  {
    try simulate(
      script, strategy: "iqkeyboardmanager", orientation: orientation, margin: margin,
      autoToolbar: false)
  }

  @Test func lowFieldSitsKeyboardDistanceAboveTheKeyboard() throws {
    let simulator = try run("focus 7")
    // kbFrame grown by keyboardDistance 10: (0, 254, 320, 226), all inside the window: 226.
    // visibleHeight = 480 − 226 = 254. Field 7 on screen 320…351:
    // topMovement = 320 − 20 = 300, bottomMovement = 351 − 254 = 97 → moveUp 97.
    // The scroll view takes it: min(0, −97) = −97 → suggested 0 + 97 = 97 (≤ field top 320).
    #expect(simulator.offsetY == 97)
    // contentInset.bottom = 226 − (480 − 480) = 226; indicator 226 − 10 = 216.
    #expect(simulator.world.contentInset.bottom == 226)
    #expect(simulator.world.scrollIndicatorInsets.bottom == 216)
    #expect(simulator.world.rootTransform == .identity)
    // On screen 223…254: 10 pt above the keyboard's top 264.
    #expect(close(simulator.report.field?.gapToKeyboard, 10))
    // In the keyboard's own animation: settled with it at 0.3 s.
    #expect(close(simulator.time, 0.3))
  }

  @Test func nextFieldMovesOnFromTheCurrentOffset() throws {
    let simulator = try run("focus 7; focus 8")
    // Field 8 at 370 − 97 = 273…304: bottomMovement = 304 − 254 = 50 (top 253) → moveUp 50,
    // suggested = 97 + 50 = 147. The re-posted will-show then finds nothing to move.
    #expect(simulator.offsetY == 147)
    #expect(close(simulator.report.field?.gapToKeyboard, 10))
  }

  @Test func lastFieldIsNotClampedToTheContent() throws {
    let simulator = try run("focus 12")
    // 601 − 254 = 347: scrolled to 347, beyond the 620 − 480 = 140 the content alone allows.
    #expect(simulator.offsetY == 347)
  }

  @Test func dismissRestoresInsetsButNotTheOffset() throws {
    let simulator = try run("focus 7; dismiss")
    // restoreContentOffset is false: 97 stays (it is below max(620, 480) − 480 = 140).
    #expect(simulator.world.contentInset == .zero)
    #expect(simulator.world.scrollIndicatorInsets == .zero)
    #expect(simulator.offsetY == 97)
  }

  @Test func dismissClampsAnOffsetPastTheContentsEnd() throws {
    let simulator = try run("focus 12; dismiss")
    // 347 > 140 = max(620, 480) − 480: pulled back to 140.
    #expect(simulator.offsetY == 140)
  }

  @Test func marginIsKeyboardDistanceAndMoveUpIsTruncated() throws {
    let simulator = try run("focus 7", margin: 10.5)
    // kbSize 226.5, visible 253.5; bottomMovement = 351 − 253.5 = 97.5 → Int → 97. Then
    // UIKit: the field's bottom 351 − 97 = 254 is half a point below the inset bounds'
    // 480 − 226.5 = 253.5, so it scrolls to 97.5 and the truncated half point comes back.
    #expect(simulator.offsetY == 97.5)
    #expect(simulator.world.contentInset.bottom == 226.5)
    // The gap is 264 − (351 − 97.5) = 10.5.
    #expect(close(simulator.report.field?.gapToKeyboard, 10.5))
  }

  @Test func landscape() throws {
    let simulator = try run("focus 4", orientation: .landscape)
    // Window 480×320, keyboard 162 (top 158): kbSize 172, visible 148. Field 4 at 170…201:
    // bottomMovement = 201 − 148 = 53, topMovement = 150 → 53.
    #expect(simulator.offsetY == 53)
    #expect(close(simulator.report.field?.gapToKeyboard, 10))
  }

  @Test func highFieldOnlyGetsTheInset() throws {
    let simulator = try run("focus 2")
    // Field 2 at 70…101: bottomMovement = 101 − 254 = −153, topMovement 50 → −153: the field
    // is below the top guide, so nothing scrolls.
    #expect(simulator.offsetY == 0)
    #expect(simulator.world.contentInset.bottom == 226)
  }
  @Test func aTableViewControllerIsOneOfItsDisabledClasses() throws {
    // `disabledDistanceHandlingClasses` holds UITableViewController by default: the library moves
    // nothing, and field 7 (320 … 351) goes where the table-view controller's own handling puts
    // it: 351 − (480 − 216) = 87 (no 10-pt distance), inset UIKit's 216, not the library's 226.
    // The toolbar is off here, to see the distance handling alone.
    var layout = Layout.twelve
    layout.container = .tableViewController
    let simulator = try simulate(
      "focus 7", strategy: "iqkeyboardmanager", layout: layout, autoToolbar: false)
    #expect(simulator.offsetY == 87)
    #expect(simulator.world.contentInset.bottom == 216)
    #expect(simulator.world.rootTransform == .identity)
    // The toolbar is not distance handling: on by default, it makes the keyboard 44 taller, and
    // UIKit's own handling follows that keyboard: 351 − (480 − 260) = 131, inset 260.
    let toolbar = try simulate("focus 7", strategy: "iqkeyboardmanager", layout: layout)
    #expect(toolbar.offsetY == 131)
    #expect(toolbar.world.contentInset.bottom == 260)
    // In a bare table it is on: 97 and 226, as in a scroll view.
    layout.container = .tableView
    let enabled = try simulate(
      "focus 7", strategy: "iqkeyboardmanager", layout: layout, autoToolbar: false)
    #expect(enabled.offsetY == 97)
    #expect(enabled.world.contentInset.bottom == 226)
  }
}

/// IQKeyboardManager as it ships: `enableAutoToolbar` on, so every field of the `twelve` form gets
/// the 44-pt Previous / Next / Done toolbar, and UIKit's keyboard frames include it. iPhone 4
/// portrait: keyboard 216 + toolbar 44 = 260, top 480 − 260 = 220.
@Suite struct IQKeyboardManagerToolbarTests {
  private func run(_ script: String, layout: Layout = .twelve) throws -> Simulator {
    try simulate(script, strategy: "iqkeyboardmanager", layout: layout, margin: nil)
  }

  @Test func theKeyboardFrameIncludesTheToolbar() throws {
    var simulator = Simulator(
      settings: SimulationSettings(layout: .twelve, strategy: "iqkeyboardmanager"))
    let events = try simulator.eventsOfLastStep("focus 7")
    let show = events.compactMap { event -> KeyboardNotification? in
      guard case .keyboard(let notification) = event.kind,
        notification.name == .keyboardWillShow
      else { return nil }
      return notification
    }
    // Begin just below the window, end at 220: (0, 480, 320, 260) → (0, 220, 320, 260).
    #expect(show.first?.beginFrame == Rect(x: 0, y: 480, width: 320, height: 260))
    #expect(show.first?.endFrame == Rect(x: 0, y: 220, width: 320, height: 260))
    #expect(simulator.world.accessoryHeight == 44)
  }

  @Test func lowFieldSitsKeyboardDistanceAboveTheToolbar() throws {
    let simulator = try run("focus 7")
    // kbFrame grown by keyboardDistance 10: (0, 210, 320, 270); visibleHeight = 480 − 270 =
    // 210. Field 7 on screen 320…351: topMovement = 320 − 20 = 300, bottomMovement = 351 − 210
    // = 141 → moveUp 141; the scroll view takes it all (141 ≤ field top 320).
    #expect(simulator.offsetY == 141)
    // contentInset.bottom = 270 − (480 − 480) = 270; indicator 270 − 10 = 260.
    #expect(simulator.world.contentInset.bottom == 270)
    #expect(simulator.world.scrollIndicatorInsets.bottom == 260)
    // On screen 320 − 141 = 179…210: 10 pt above the toolbar's top 220.
    #expect(close(simulator.report.field?.gapToKeyboard, 10))
  }

  @Test func everyFieldGetsTheToolbarWhateverTheLayoutSays() throws {
    // Field 7 names `none`, field 8 `toolbar`: IQ adds its toolbar to fields whose
    // inputAccessoryView is nil whatever the layout says, so both carry a 44-pt bar.
    var specs = Layout.twelve.fieldSpecs
    specs[6].inputAccessory = InputAccessory.none
    specs[7].inputAccessory = .toolbar
    let layout = Layout(name: "own", fields: specs, contentHeight: 620)
    let simulator = try run("focus 7; focus 8", layout: layout)
    #expect(simulator.world.accessoryHeight == 44)
    // Field 8 at 370 − 141 = 229…260: bottomMovement = 260 − 210 = 50 → offset 141 + 50 = 191.
    #expect(simulator.offsetY == 191)
  }

  @Test func noAutoToolbarLeavesTheBareKeyboard() throws {
    let simulator = try simulate(
      "focus 7", strategy: "iqkeyboardmanager", margin: nil, autoToolbar: false)
    #expect(simulator.world.accessoryHeight == 0)
    // The bare keyboard's figures (IQKeyboardManagerStrategyTests): offset 97, inset 226.
    #expect(simulator.offsetY == 97)
    #expect(simulator.world.contentInset.bottom == 226)
  }

  @Test func otherStrategiesAddNoToolbar() throws {
    let simulator = try simulate("focus 7", strategy: "reference", margin: nil)
    #expect(simulator.world.accessoryHeight == 0)
  }
}

/// The safe-area terms of IQKeyboardManager: `bottomInset -= lastScrollView.safeAreaInsets
/// .bottom`, the scroll view's own, and the root view's in kbFrame and the bottom guide — none
/// for views that end above a tab bar.
/// iPhone 15 portrait (393 × 852, status bar 59, bottom safe area 34), keyboard 335 with the
/// predictive bar + IQ's toolbar 44 = 379, top 852 − 379 = 473.
@Suite struct IQKeyboardManagerSafeAreaTests {
  @Test func aScrollViewAboveATabBarHasNoSafeAreaToTakeOff() throws {
    let layout = try #require(Layout.builtIn(named: "settings-tabs"))
    let simulator = try simulate(
      "focus 8", strategy: "iqkeyboardmanager", layout: layout, device: .iphone15, margin: nil)
    // Large title 59…155, tab bar 49 + 34 = 83 from 769: the scroll view is 155…769, away from
    // the home indicator's strip (818…852), so its own bottom safe area is 0.
    #expect(simulator.world.scrollViewSafeAreaInsets.bottom == 0)
    // The root view (`rootController.view.safeAreaInsets`, IQRootControllerConfiguration, and
    // its bottom layout margin) ends at 769 too: its bottom safe area is 0, not the device's 34.
    // kbFrame grown by 10 + 0: 389; visible 852 − 389 = 463. Field 8 (content 370…401) on
    // screen 525…556: topMovement = 525 − 155 = 370, bottomMovement = 556 − 463 + 0 = 93 →
    // offset 93 (with the device's 34 it was 556 − 429 + 34 = 161).
    #expect(simulator.offsetY == 93)
    // bottomInset = 389 − (852 − 769) = 306, less the scroll view's 0 = 306 (was 340);
    // indicator 306 − (10 + 0) = 296 (was 340 − 44 = 296 as well).
    #expect(simulator.world.contentInset.bottom == 306)
    #expect(simulator.world.scrollIndicatorInsets.bottom == 296)
    // The field's bottom 556 − 93 = 463, the keyboard's top 473: gap 10 (was 78).
    #expect(close(simulator.report.field?.gapToKeyboard, 10))
  }

  @Test func aFullScreenScrollViewTakesOffTheHomeIndicatorsStrip() throws {
    let simulator = try simulate(
      "focus 7", strategy: "iqkeyboardmanager", device: .iphone15, margin: nil)
    // The scroll view fills the window: its bottom safe area is the device's 34.
    #expect(simulator.world.scrollViewSafeAreaInsets.bottom == 34)
    // bottomInset = 423 − (852 − 852) = 423, less 34 = 389; indicator 423 − 44 − 34 = 345.
    #expect(simulator.world.contentInset.bottom == 389)
    #expect(simulator.world.scrollIndicatorInsets.bottom == 345)
  }
}

/// Docking again after a floating keyboard is a new show (`IQActiveConfiguration`): the field
/// still editing is adjusted for again. iPad portrait (768 × 1024, status bar 20), the `long`
/// form (fields at y = 20 + 50 k), keyboard 264 + IQ's toolbar 44 = 308, top 1024 − 308 = 716.
@Suite struct IQKeyboardManagerRedockTests {
  private func run(_ script: String) throws -> Simulator {
    try simulate(script, strategy: "iqkeyboardmanager", layout: .long, device: .ipad, margin: nil)
  }

  @Test func floatingRestoresTheInsets() throws {
    let simulator = try run("focus 15; float")
    // Focused: kbFrame grown by 10 = 318, visible 1024 − 318 = 706; field 15 (720…751):
    // bottomMovement = 751 − 706 = 45 → offset 45, inset 318. The float posts a will-hide:
    // restorePosition puts the insets back and leaves the offset (45 < 1221 − 1024 = 197).
    #expect(simulator.offsetY == 45)
    #expect(simulator.world.contentInset.bottom == 0)
  }

  @Test func dockingAgainAdjustsForTheFieldStillEditing() throws {
    let simulator = try run("focus 15; float; scroll -45; dock")
    // The user scrolled back to 0 under the floating keyboard: field 15 at 720…751 again. The
    // dock's will-show is a new show: bottomMovement = 751 − 706 = 45 → offset 0 + 45 = 45,
    // inset 318, indicator 318 − 10 = 308; field 15 at 675…706, 716 − 706 = 10 above the
    // keyboard. (Before, the will-show found no field: it stayed at 720…751, wholly under the
    // keyboard, gap 716 − 751 = −35.)
    #expect(simulator.offsetY == 45)
    #expect(simulator.world.contentInset.bottom == 318)
    #expect(simulator.world.scrollIndicatorInsets.bottom == 308)
    #expect(close(simulator.report.field?.gapToKeyboard, 10))
  }
}

/// The root view takes what the scroll view cannot: the scroll never goes past the field's own
/// top (`suggestedOffsetY = min(suggestedOffsetY, lastViewRect.minY)`), so a field taller than
/// the room between the scroll view's top and the keyboard, in a scroll view that starts below
/// the top guide, leaves a rest of `moveUp` for the root view. A 300-pt field at the top of an
/// iPad form sheet, in landscape: window 1024 × 768, status bar 20 (the top guide, no navigation
/// bar); the card 540 × 620 at ((1024 − 540) / 2, (768 − 620) / 2) = (242, 74); keyboard 352 +
/// IQ's toolbar 44 = 396, top 768 − 396 = 372.
@Suite struct IQKeyboardManagerRootMoveTests {
  static let sheet = Layout(
    name: "signature-sheet",
    fields: [.init(label: "Signature", frame: Rect(x: 20, y: 20, width: 500, height: 300))],
    chrome: Chrome(presentation: .formSheet))

  private func run(_ script: String) throws -> Simulator {
    try simulate(
      script, strategy: "iqkeyboardmanager", layout: Self.sheet, device: .ipad,
      orientation: .landscape, margin: nil)
  }

  @Test func theRootViewTakesWhatTheScrollViewCannot() throws {
    let simulator = try run("focus 1")
    // kbFrame grown by 10: 406 tall, visible 768 − 406 = 362. The field on screen at 74 + 20 =
    // 94…394: topMovement = 94 − 20 = 74, bottomMovement = 394 − 362 = 32 → moveUp 32. The
    // scroll view would take 0 + 32 but stops at the field's top, 20: offset 20, moveUp
    // 32 − 20 = 12 left, and the root view moves up by 12: max(0 − 12, min(0, −396)) = −12.
    #expect(simulator.offsetY == 20)
    #expect(simulator.world.rootTransform == Translation(tx: 0, ty: -12))
    // The field at 94 − 20 − 12 = 62…362, 372 − 362 = 10 above the keyboard.
    #expect(close(simulator.report.field?.gapToKeyboard, 10))
    // bottomInset = 406 − (768 − (74 + 620)) = 406 − 74 = 332 (the scroll view's frame in the
    // window is taken before the root view moves); indicator 332 − 10 = 322.
    #expect(simulator.world.contentInset.bottom == 332)
    #expect(simulator.world.scrollIndicatorInsets.bottom == 322)
  }

  @Test func dismissingPutsTheRootViewBack() throws {
    let simulator = try run("focus 1; dismiss")
    // restorePosition: the root view back to its begin origin, the insets to the saved zero,
    // and the offset clamped to the content's end: max(340, 620) − 620 = 0 < 20, so 0.
    #expect(simulator.world.rootTransform == .identity)
    #expect(simulator.world.contentInset == .zero)
    #expect(simulator.offsetY == 0)
  }
}

/// `IQKeyboardListener` and `IQKeyboardInfo`: every keyboard notification sets the frame, its
/// height the screen's height less its top (0 for a floating keyboard), and
/// `IQActiveConfiguration.sendEvent()` adjusts while that height is above 0, whatever the name.
@Suite struct IQKeyboardManagerFrameListenerTests {
  @Test func undockingKeepsAdjustingForTheRaisedKeyboard() throws {
    let simulator = try simulate(
      "focus 20; undock", strategy: "iqkeyboardmanager", layout: .long, device: .ipad)
    // iPad 768 × 1024, status bar 20, no bottom safe area. Docked: keyboard 264 + the 44-pt
    // toolbar = 308, top 716. Field 20 is at content y 20 + 19 × 50 = 970…1001.
    // Undocked, FormSim posts the keyboard at y 358, 308 tall (ending at 666), 768 wide: as wide
    // as the screen, so not floating: height 1024 − 358 = 666 > 0, a `.change`; the will-hide
    // that follows carries the same frame and is dropped.
    // kbFrame = 358 − 10 → 348, height 666 + 10 = 676 (all inside the window); visible 1024 −
    // 676 = 348. Field on screen at 970 − 295 = 675…706 (the docked offset 295):
    // moveUp = min(675 − 20, 706 − 348 + 0) = 358; offset 295 + 358 = 653 (below the field's
    // top 970), nothing left for the root view.
    #expect(simulator.offsetY == 653)
    // contentInset = 676 − (1024 − 1024) = 676; indicator 676 − (10 + 0) = 666.
    #expect(simulator.world.contentInset.bottom == 676)
    #expect(simulator.world.scrollIndicatorInsets.bottom == 666)
  }

  @Test func aFloatingFrameIsAHide() {
    let screen = Rect(x: 0, y: 0, width: 768, height: 1024)
    // 320 wide, ending at 600 < 1024: floating, height 0.
    let floating = IQKeyboardManagerStrategy.keyboardInfoFrame(
      Rect(x: 100, y: 300, width: 320, height: 300), screen: screen)
    #expect(floating.height == 0)
    // Full width, off the bottom: 1024 − 1024 = 0.
    let gone = IQKeyboardManagerStrategy.keyboardInfoFrame(
      Rect(x: 0, y: 1024, width: 768, height: 308), screen: screen)
    #expect(gone.height == 0)
    // The iPad shortcuts bar, 55 tall at the bottom: 1024 − 969 = 55.
    let bar = IQKeyboardManagerStrategy.keyboardInfoFrame(
      Rect(x: 0, y: 969, width: 768, height: 55), screen: screen)
    #expect(bar.height == 55)
  }
}
