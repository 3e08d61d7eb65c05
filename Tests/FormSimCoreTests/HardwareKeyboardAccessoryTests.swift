import Testing

@testable import FormSimCore

/// A hardware keyboard on a device without the shortcuts bar (an iPhone, an iPad before iOS 9):
/// a field's input accessory stays on screen, pinned to the bottom edge, and is posted as a
/// keyboard whose frame keeps the software keyboard's height with only the accessory on screen
/// (docs/uikit-behaviour.md, "Keyboards that are not the usual one"). A field without one shows
/// nothing and posts nothing, as before.
@Suite struct HardwareKeyboardAccessoryTests {
  static let show = KeyboardHeightChangeTests.frameChange
  static let hide = KeyboardPlacementTests.hide
  static let begin = ["shouldBeginEditing", "didBeginEditing"]

  /// `long` with the 44-pt toolbar on every field; fields stacked at y = 20 + 50 (n − 1), 31 tall
  /// (field 9: 420…451, field 20: 970…1001, field 24: 1170…1201).
  static var longToolbar: Layout {
    var layout = Layout.long
    layout.chrome.inputAccessory = .toolbar
    return layout
  }

  /// `longToolbar` with fields 4 and 5 (0-based 3 and 4) saying they have no accessory.
  static var someWithout: Layout {
    var layout = longToolbar
    layout.fieldSpecs[3].inputAccessory = InputAccessory.none
    layout.fieldSpecs[4].inputAccessory = InputAccessory.none
    return layout
  }

  // iPhone 15 portrait, 393 × 852, keyboard 291 + predictive bar 44 = 335, toolbar 44: the frame
  // is 335 + 44 = 379 tall. Software keyboard at 852 − 379 = 473; the toolbar alone on the
  // bottom edge at 852 − 44 = 808 (not above the 34-pt home indicator: UIKit pins it to the
  // screen's bottom, rdar 34411433); hidden at 852.
  static let software = Rect(x: 0, y: 473, width: 393, height: 379)
  static let toolbar = Rect(x: 0, y: 808, width: 393, height: 379)
  static let hidden = Rect(x: 0, y: 852, width: 393, height: 379)

  func run(
    _ script: String, strategy: String = "none", layout: Layout = longToolbar,
    device: DeviceProfile = .iphone15, orientation: Orientation = .portrait, era: IOSEra? = nil,
    autoToolbar: Bool = true
  ) throws -> (Simulator, [WorldEvent]) {
    var settings = SimulationSettings(
      layout: layout, device: device, orientation: orientation, strategy: strategy, era: era)
    settings.autoToolbar = autoToolbar
    var simulator = Simulator(settings: settings)
    let events = try simulator.eventsOfLastStep(script)
    return (simulator, events)
  }

  func notes(_ events: [WorldEvent]) -> [KeyboardNotification] {
    events.compactMap { event in
      guard case .keyboard(let note) = event.kind else { return nil }
      return note
    }
  }

  @Test func focusingShowsTheToolbarAloneOnTheBottomEdge() throws {
    let (simulator, events) = try run("hardware; focus 20")
    #expect(events.map(\.name) == Self.begin + Self.show)
    #expect(
      notes(events).allSatisfy { $0.beginFrame == Self.hidden && $0.endFrame == Self.toolbar })
    // The usual slide: 0.3 s, did- notifications when it stops.
    #expect(notes(events).allSatisfy { $0.duration == 0.3 })
    #expect(abs(events.last!.time - events.first!.time - 0.3) < 1e-9)
    #expect(simulator.world.keyboardShown)
    #expect(simulator.world.showsAccessoryOnly)
    #expect(simulator.world.keyboardFrame == Self.toolbar)
    #expect(simulator.world.model.keyboardTop == 808)
  }

  @Test func dismissingHidesTheToolbar() throws {
    let (simulator, events) = try run("hardware; focus 20; dismiss")
    #expect(
      events.map(\.name) == Array(Self.hide.prefix(2)) + ["didEndEditing"] + Self.hide.suffix(2))
    #expect(
      notes(events).allSatisfy { $0.beginFrame == Self.toolbar && $0.endFrame == Self.hidden })
    #expect(!simulator.world.keyboardShown)
  }

  // iOS 8+: a focus change re-posts the four with begin == end, as for any docked keyboard.
  @Test func aFocusChangeRepostsTheToolbarsFrame() throws {
    let (_, events) = try run("hardware; focus 20; focus 21")
    #expect(
      events.map(\.name) == ["shouldBeginEditing", "didEndEditing", "didBeginEditing"] + Self.show)
    #expect(
      notes(events).allSatisfy { $0.beginFrame == Self.toolbar && $0.endFrame == Self.toolbar })
  }

  // From a field with the toolbar to one without: the toolbar goes with the hide sequence, and
  // nothing comes; back to a field with one, it slides in again.
  @Test func aFieldWithoutAnAccessoryTakesTheToolbarAway() throws {
    let (without, hideEvents) = try run("hardware; focus 3; focus 4", layout: Self.someWithout)
    #expect(notes(hideEvents).map(\.name.rawValue) == Self.hide)
    #expect(
      notes(hideEvents).allSatisfy { $0.beginFrame == Self.toolbar && $0.endFrame == Self.hidden })
    #expect(!without.world.keyboardShown)
    // Between two fields without one: nothing at all.
    let (_, quiet) = try run("hardware; focus 3; focus 4; focus 5", layout: Self.someWithout)
    #expect(notes(quiet).isEmpty)
    let (back, showEvents) = try run(
      "hardware; focus 3; focus 4; focus 6", layout: Self.someWithout)
    #expect(notes(showEvents).map(\.name.rawValue) == Self.show)
    #expect(
      notes(showEvents).allSatisfy { $0.beginFrame == Self.hidden && $0.endFrame == Self.toolbar })
    #expect(back.world.keyboardFrame == Self.toolbar)
  }

  @Test func attachingWhileFocusedShrinksTheKeyboardToTheToolbar() throws {
    let (simulator, events) = try run("focus 20; hardware")
    #expect(events.map(\.name) == Self.show)
    #expect(
      notes(events).allSatisfy { $0.beginFrame == Self.software && $0.endFrame == Self.toolbar })
    #expect(simulator.world.keyboardFrame == Self.toolbar)
    let (detached, back) = try run("focus 20; hardware; hardware off")
    #expect(back.map(\.name) == Self.show)
    #expect(
      notes(back).allSatisfy { $0.beginFrame == Self.toolbar && $0.endFrame == Self.software })
    #expect(detached.world.keyboardFrame == Self.software)
  }

  // Detaching over a field without an accessory brings the software keyboard back without the
  // last field's toolbar: 335 tall at 852 − 335 = 517.
  @Test func detachingTakesTheFocusedFieldsOwnAccessory() throws {
    let (simulator, events) = try run(
      "focus 3; hardware; focus 4; hardware off", layout: Self.someWithout)
    #expect(events.map(\.name) == Self.show)
    let bare = Rect(x: 0, y: 517, width: 393, height: 335)
    #expect(notes(events).allSatisfy { $0.endFrame == bare })
    #expect(simulator.world.keyboardFrame == bare)
  }

  // A layout without an accessory is as before: nothing on screen, nothing posted.
  @Test func withoutAnAccessoryNothingChanges() throws {
    let (simulator, events) = try run("hardware; focus 20", layout: .long)
    #expect(events.map(\.name) == Self.begin)
    #expect(!simulator.world.keyboardShown)
    let (_, attach) = try run("focus 20; hardware", layout: .long)
    #expect(attach.map(\.name) == Self.hide)
  }

  // The reference on iPhone 15, field 20 (970…1001): the toolbar covers 852 − 808 = 44 pt of
  // the scroll view, of which the 34-pt home indicator strip is already in the automatic inset,
  // so contentInset.bottom = 44 − 34 = 10. It scrolls the field's bottom plus its 10-pt margin
  // to the toolbar's top: 1001 + 10 − 808 = 203; the field at 970 − 203 = 767…798, gap 10.
  // Before, the hardware keyboard left nothing: no inset, and only UIKit's own scroll to the
  // bottom of the safe area, 1001 − (852 − 34) = 183.
  @Test func theReferenceAvoidsTheToolbarOnly() throws {
    let (simulator, _) = try run("hardware; focus 20", strategy: "reference")
    #expect(simulator.world.contentInset.bottom == 10)
    #expect(simulator.world.contentOffset.y == 203)
    #expect(close(simulator.report.field?.gapToKeyboard, 10))
  }

  // IQKeyboardManager, toolbar on by default, field 20. Its keyboard height is the screen's less
  // the frame's top, 852 − 808 = 44 (the toolbar, not the frame's 379); grown by
  // keyboardDistance 10 and the root view's bottom safe area 34: 88, so the visible height is
  // 852 − 88 = 764. The field at rest is at 970 + 59 = 1029…1060 in the window (offset −59);
  // moveUp = 1060 − 764 + 34 (bottom layout guide) = 330, all taken by the scroll view:
  // −59 + 330 = 271. contentInset.bottom = 88 − 34 (scroll view's safe area) = 54; the
  // indicator 88 − 44 − 34 = 10. The field ends at 1001 − 271 = 730, 78 above the toolbar.
  // Field 24 (1170…1201): moveUp = 1260 − 764 + 34 = 530, offset −59 + 530 = 471.
  @Test func iqKeyboardManagerLiftsTheFormByTheToolbarOnly() throws {
    let (simulator, events) = try run("hardware; focus 20", strategy: "iqkeyboardmanager")
    #expect(events.map(\.name) == Self.begin + Self.show)
    #expect(simulator.world.keyboardFrame == Self.toolbar)
    #expect(simulator.world.contentOffset.y == 271)
    #expect(simulator.world.contentInset.bottom == 54)
    #expect(simulator.world.scrollIndicatorInsets.bottom == 10)
    #expect(simulator.world.rootTransform.ty == 0)
    #expect(close(simulator.report.field?.gapToKeyboard, 78))
    let (last, _) = try run("hardware; focus 24", strategy: "iqkeyboardmanager")
    #expect(last.world.contentOffset.y == 471)
    // `--no-auto-toolbar`: no accessory, so nothing is posted and nothing is inset; only UIKit's
    // own scroll, 1001 − (852 − 34) = 183.
    let (bare, bareEvents) = try run(
      "hardware; focus 20", strategy: "iqkeyboardmanager", layout: .long, autoToolbar: false)
    #expect(bareEvents.map(\.name) == Self.begin)
    #expect(bare.world.contentInset.bottom == 0)
    #expect(bare.world.contentOffset.y == 183)
  }

  // Landscape 852 × 393, keyboard 164 + 44 = 208, toolbar 44: the frame 252 tall at
  // 393 − 44 = 349, still on the bottom edge, over the 21-pt landscape home indicator. The
  // reference: inset 44 − 21 = 23; field 9 (420…451, no automatic top inset in landscape)
  // scrolled by 451 + 10 − 349 = 112.
  @Test func landscapeKeepsTheToolbarOnTheBottomEdge() throws {
    let (simulator, events) = try run(
      "hardware; focus 9", strategy: "reference", orientation: .landscape)
    let frame = Rect(x: 0, y: 349, width: 852, height: 252)
    #expect(notes(events).allSatisfy { $0.endFrame == frame })
    #expect(simulator.world.keyboardFrame == frame)
    #expect(simulator.world.contentInset.bottom == 23)
    #expect(simulator.world.contentOffset.y == 112)
    // Rotating with the toolbar up re-posts a show, the portrait frame to the landscape one.
    let (rotated, rotation) = try run("hardware; focus 9; rotate")
    #expect(rotation.map(\.name) == Self.show)
    #expect(
      notes(rotation).allSatisfy { $0.beginFrame == Self.toolbar && $0.endFrame == frame })
    #expect(rotated.world.keyboardFrame == frame)
  }

  // iPhone OS 3 on the iPhone 4, 320 × 480, keyboard 216 + 44 = 260: the toolbar at 480 − 44 =
  // 436. No change-frame notifications in that era; a focus change posts hide then show.
  // IQKeyboardManager, field 9 (420…451, offset 0): kbSize 44 + 10 = 54 (no safe area), visible
  // 480 − 54 = 426, moveUp 451 − 426 = 25; inset 54, indicator 54 − 10 = 44; gap 436 − 426 = 10.
  @Test func theLegacyEraIPhoneKeepsTheToolbar() throws {
    let frame = Rect(x: 0, y: 436, width: 320, height: 260)
    let (simulator, events) = try run(
      "hardware; focus 9", strategy: "iqkeyboardmanager", layout: .long, device: .iphone4,
      era: .legacy)
    #expect(events.map(\.name) == Self.begin + ["keyboardWillShow", "keyboardDidShow"])
    #expect(notes(events).allSatisfy { $0.endFrame == frame })
    #expect(simulator.world.contentOffset.y == 25)
    #expect(simulator.world.contentInset.bottom == 54)
    #expect(simulator.world.scrollIndicatorInsets.bottom == 44)
    #expect(close(simulator.report.field?.gapToKeyboard, 10))
    let (_, refocus) = try run(
      "hardware; focus 9; focus 10", device: .iphone4, era: .legacy)
    #expect(
      notes(refocus).map(\.name.rawValue) == [
        "keyboardWillHide", "keyboardDidHide", "keyboardWillShow", "keyboardDidShow",
      ])
    #expect(notes(refocus).allSatisfy { $0.beginFrame == frame && $0.endFrame == frame })
  }

  // In landscape that era gives frames in portrait screen coordinates: the window's 480 × 320,
  // keyboard 162 + 44 = 206, toolbar at 320 − 44 = 276, becomes x = 320 − (276 + 206) = −162,
  // 206 wide and 480 tall. Rotating with the toolbar up hides it in the old orientation and shows
  // it in the new, as the era does for any keyboard.
  @Test func theLegacyEraInLandscapeAndRotation() throws {
    let (_, events) = try run(
      "hardware; focus 9", device: .iphone4, orientation: .landscape, era: .legacy)
    #expect(
      notes(events).allSatisfy { $0.endFrame == Rect(x: -162, y: 0, width: 206, height: 480) })
    let (rotated, rotation) = try run(
      "hardware; focus 9; rotate", device: .iphone4, era: .legacy)
    #expect(
      notes(rotation).map(\.name.rawValue) == [
        "keyboardWillHide", "keyboardDidHide", "keyboardWillShow", "keyboardDidShow",
      ])
    #expect(rotated.world.keyboardFrame == Rect(x: 0, y: 276, width: 480, height: 206))
  }

  // An iPad before iOS 9 (iOS 6–7) has no shortcuts bar: the toolbar alone, 768 × 1024,
  // keyboard 264 + 44 = 308 at 1024 − 44 = 980. The reference: inset 44, field 20 scrolled by
  // 1001 + 10 − 980 = 31. An undock asked for meanwhile waits: the toolbar stays docked.
  @Test func anIPadBeforeIOS9KeepsTheToolbarWithoutABar() throws {
    let frame = Rect(x: 0, y: 980, width: 768, height: 308)
    let (simulator, events) = try run(
      "hardware; focus 20", strategy: "reference", device: .ipad, era: .ios7)
    #expect(events.map(\.name) == Self.begin + Self.show)
    #expect(notes(events).allSatisfy { $0.endFrame == frame })
    #expect(simulator.world.contentInset.bottom == 44)
    #expect(simulator.world.contentOffset.y == 31)
    let (undocked, undock) = try run("hardware; focus 20; undock", device: .ipad, era: .ios7)
    #expect(undock.isEmpty)
    #expect(undocked.world.keyboardFrame == frame)
  }

  // A drag treats the toolbar as the keyboard it is posted as: `onDrag` dismisses it.
  @Test func aDragDismissesTheToolbar() throws {
    var layout = Self.longToolbar
    layout.keyboardDismissMode = .onDrag
    let (simulator, events) = try run("hardware; focus 20; drag 40", layout: layout)
    #expect(
      events.map(\.name) == Array(Self.hide.prefix(2)) + ["didEndEditing"] + Self.hide.suffix(2))
    #expect(!simulator.world.keyboardShown)
  }
}
