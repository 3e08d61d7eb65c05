import Testing

@testable import FormSimCore

/// A hardware keyboard: nothing on an iPhone for a field without an input accessory (with one,
/// `HardwareKeyboardAccessoryTests`), the shortcuts bar on an iPad (iOS 9+), posted as a
/// keyboard whose frame keeps the software keyboard's height with only the bar on screen
/// (`DeviceProfile.publishedShortcutsBar` gives the sources).
@Suite struct HardwareKeyboardTests {
  /// Runs `script` on `layout`; returns the simulator and the last step's events.
  func run(
    _ script: String, strategy: String = "none", layout: Layout = .twelve,
    device: DeviceProfile = .ipad, orientation: Orientation = .portrait, era: IOSEra? = nil,
    hardwareKeyboard: Bool = false
  ) throws -> (Simulator, [WorldEvent]) {
    var simulator = Simulator(
      settings: SimulationSettings(
        layout: layout, device: device, orientation: orientation, strategy: strategy, era: era,
        hardwareKeyboard: hardwareKeyboard))
    let events = try simulator.eventsOfLastStep(script)
    return (simulator, events)
  }

  func keyboardEvents(_ events: [WorldEvent]) -> [KeyboardNotification] {
    events.compactMap { event in
      guard case .keyboard(let note) = event.kind else { return nil }
      return note
    }
  }

  static let show = KeyboardHeightChangeTests.frameChange
  static let hide = KeyboardPlacementTests.hide
  // iPad portrait, 768 × 1024, keyboard 264, bar 55: the software keyboard docked at
  // 1024 − 264 = 760; the bar's frame keeps the height 264 at y 1024 − 55 = 969; hidden at 1024.
  static let software = Rect(x: 0, y: 760, width: 768, height: 264)
  static let bar = Rect(x: 0, y: 969, width: 768, height: 264)
  static let hidden = Rect(x: 0, y: 1024, width: 768, height: 264)

  @Test func focusingShowsTheBarLikeAKeyboard() throws {
    let (simulator, events) = try run("hardware; focus 3")
    #expect(
      events.map(\.name) == ["shouldBeginEditing", "didBeginEditing"] + Self.show)
    let notes = keyboardEvents(events)
    #expect(notes.allSatisfy { $0.beginFrame == Self.hidden && $0.endFrame == Self.bar })
    // Animated like a normal show: 0.3 s, did- notifications when it stops.
    #expect(notes.allSatisfy { $0.duration == 0.3 })
    #expect(abs(events.last!.time - events.first!.time - 0.3) < 1e-9)
    #expect(simulator.world.keyboardFrame == Self.bar)
    // On screen: the bar's 55 pt and nothing more.
    #expect(simulator.world.model.keyboardTop == 969)
  }

  @Test func attachingWhileFocusedShrinksTheKeyboardToTheBar() throws {
    let (simulator, events) = try run("focus 3; hardware")
    #expect(events.map(\.name) == Self.show)
    let notes = keyboardEvents(events)
    #expect(notes.allSatisfy { $0.beginFrame == Self.software && $0.endFrame == Self.bar })
    #expect(abs(events[2].time - events[0].time - 0.3) < 1e-9)
    #expect(simulator.world.keyboardFrame == Self.bar)
    #expect(simulator.hardwareKeyboard)
  }

  @Test func detachingWhileFocusedBringsTheSoftwareKeyboardBack() throws {
    let (simulator, events) = try run("focus 3; hardware; hardware off")
    #expect(events.map(\.name) == Self.show)
    let notes = keyboardEvents(events)
    #expect(notes.allSatisfy { $0.beginFrame == Self.bar && $0.endFrame == Self.software })
    #expect(simulator.world.keyboardFrame == Self.software)
  }

  @Test func dismissingHidesTheBar() throws {
    let (simulator, events) = try run("hardware; focus 3; dismiss")
    #expect(
      events.map(\.name) == Array(Self.hide.prefix(2)) + ["didEndEditing"] + Self.hide.suffix(2))
    let notes = keyboardEvents(events)
    #expect(notes.allSatisfy { $0.beginFrame == Self.bar && $0.endFrame == Self.hidden })
    #expect(!simulator.world.keyboardShown)
  }

  @Test func aFocusChangeRepostsTheBarsFrame() throws {
    let (_, events) = try run("hardware; focus 3; focus 4")
    #expect(
      events.map(\.name) == ["shouldBeginEditing", "didEndEditing", "didBeginEditing"] + Self.show)
    #expect(
      keyboardEvents(events).allSatisfy { $0.beginFrame == Self.bar && $0.endFrame == Self.bar })
  }

  @Test func attachingWithNothingFocusedPostsNothing() throws {
    let (simulator, events) = try run("hardware")
    #expect(events.isEmpty)
    #expect(simulator.world.keyboardFrame == Self.hidden)
  }

  @Test func anIPhoneShowsNothing() throws {
    let (iphone, events) = try run("hardware; focus 3", device: .iphone15)
    #expect(events.map(\.name) == ["shouldBeginEditing", "didBeginEditing"])
    #expect(!iphone.world.keyboardShown)
    // Attaching while focused hides the software keyboard with the hide sequence, as before.
    let (_, attach) = try run("focus 3; hardware", device: .iphone15)
    #expect(attach.map(\.name) == Self.hide)
  }

  @Test func beforeIOS9AnIPadShowsNothingEither() throws {
    let (simulator, events) = try run("hardware; focus 3", era: .ios7)
    #expect(events.map(\.name) == ["shouldBeginEditing", "didBeginEditing"])
    #expect(!simulator.world.keyboardShown)
  }

  @Test func theSettingAttachesItFromTheStart() throws {
    let (simulator, events) = try run("focus 3", hardwareKeyboard: true)
    #expect(events.map(\.name) == ["shouldBeginEditing", "didBeginEditing"] + Self.show)
    #expect(simulator.world.keyboardFrame == Self.bar)
  }

  // The accessory toolbar sits above the bar: signup-nav's 44-pt toolbar, so 55 + 44 = 99 pt on
  // screen, y 1024 − 99 = 925, the frame 264 + 44 = 308 tall.
  @Test func anAccessorySitsAboveTheBar() throws {
    let (simulator, events) = try run("hardware; focus 2", layout: .signUpNavigation)
    let bar = Rect(x: 0, y: 925, width: 768, height: 308)
    #expect(keyboardEvents(events).allSatisfy { $0.endFrame == bar })
    #expect(simulator.world.keyboardFrame == bar)
  }

  // Landscape 1024 × 768, keyboard 352: the bar at 768 − 55 = 713, 352 tall.
  @Test func landscapeAndRotation() throws {
    let landscapeBar = Rect(x: 0, y: 713, width: 1024, height: 352)
    let (landscape, _) = try run(
      "hardware; focus 3", orientation: .landscape)
    #expect(landscape.world.keyboardFrame == landscapeBar)
    let (rotated, events) = try run("hardware; focus 3; rotate")
    #expect(events.map(\.name) == Self.show)
    #expect(
      keyboardEvents(events).allSatisfy { $0.beginFrame == Self.bar && $0.endFrame == landscapeBar }
    )
    #expect(rotated.world.keyboardFrame == landscapeBar)
  }

  // The bar stays docked: an undock asked for meanwhile waits for the software keyboard, which
  // comes back undocked (a hide, as any undocking) when the hardware keyboard goes.
  @Test func placementsWaitForTheSoftwareKeyboard() throws {
    let (barUp, undock) = try run("hardware; focus 3; undock")
    #expect(undock.isEmpty)
    #expect(barUp.world.keyboardFrame == Self.bar)
    #expect(barUp.world.model.keyboardTop == 969)
    let (detached, events) = try run("hardware; focus 3; undock; hardware off")
    #expect(events.map(\.name) == Self.hide)
    #expect(detached.world.keyboardFrame == KeyboardPlacementTests.undocked)
    // And attaching again over the undocked keyboard docks the bar: a show.
    let (again, attach) = try run("focus 3; undock; hardware")
    #expect(attach.map(\.name) == Self.show)
    #expect(again.world.keyboardFrame == Self.bar)
  }

  // Field 16 of `long` sits at 770…801. The reference insets by the bar's overlap only,
  // 1024 − 969 = 55, and leaves the field where it is: its gap is 969 − 801 = 168.
  // Seed 001 (content-inset) reads the frame's height, 264, as the keyboard: it insets 264, and
  // since the field's origin (770) is outside 1024 − 264 = 760 it scrolls to
  // 770 − (264 − 15) = 521, lifting the field to 249 though the bar covers 55 pt.
  @Test func seed001TakesTheFramesHeightForTheBar() throws {
    let (reference, _) = try run("hardware; focus 16", strategy: "reference", layout: .long)
    #expect(reference.world.contentInset.bottom == 55)
    #expect(reference.world.contentOffset.y == 0)
    #expect(close(reference.report.field?.gapToKeyboard, 168))
    let (seed, _) = try run("hardware; focus 16", strategy: "content-inset", layout: .long)
    #expect(seed.world.contentInset.bottom == 264)
    #expect(seed.world.contentOffset.y == 521)
    // Field at 770 − 521 = 249…280: gap 969 − 280 = 689.
    #expect(close(seed.report.field?.gapToKeyboard, 689))
  }

  // A drag treats the bar as the keyboard it is posted as: `onDrag` dismisses it with the hide
  // sequence; `interactive` pulls it down once the finger (from mid-window, 512) passes its top,
  // 969, and a finger still moving down at the end takes it away: 512 + 500 = 1012 > 969.
  @Test func aDragDismissesTheBar() throws {
    var onDrag = Layout.twelve
    onDrag.keyboardDismissMode = .onDrag
    let (dragged, events) = try run("hardware; focus 3; drag 40", layout: onDrag)
    #expect(
      events.map(\.name) == Array(Self.hide.prefix(2)) + ["didEndEditing"] + Self.hide.suffix(2))
    #expect(!dragged.world.keyboardShown)
    var interactive = Layout.twelve
    interactive.keyboardDismissMode = .interactive
    let (pulled, pullEvents) = try run("hardware; focus 3; drag 500", layout: interactive)
    #expect(
      pullEvents.map(\.name) == Array(Self.hide.prefix(2)) + ["didEndEditing"] + Self.hide.suffix(2)
    )
    #expect(keyboardEvents(pullEvents).allSatisfy { $0.endFrame == Self.hidden })
    #expect(!pulled.world.keyboardShown)
    // A drag that stays above the bar leaves it alone.
    let (kept, keptEvents) = try run("hardware; focus 3; drag 100", layout: interactive)
    #expect(keptEvents.isEmpty)
    #expect(kept.world.keyboardFrame == Self.bar)
  }

  /// `check`'s verdict with the bar: the reference keeps every field of `long` visible on every
  /// iPad, both orientations.
  @Test func theReferencePassesCheckWithTheBar() {
    var settings = SimulationSettings(layout: .long)
    settings.hardwareKeyboard = true
    let report = LayoutCheck(
      layout: .long, devices: DeviceProfile.all.filter(\.isPad),
      orientations: Orientation.allCases, strategies: ["reference"], settings: settings
    ).run()
    #expect(report.checks.count == 24 * 4 * 2)
    #expect(report.failedCount == 0)
  }

  @Test func hardwareSteps() throws {
    let steps = try ScriptParser.parse("hardware; hardware on; hardware off", fieldCount: 3)
    #expect(steps == [.hardwareKeyboard(true), .hardwareKeyboard(true), .hardwareKeyboard(false)])
    #expect(steps.map(\.text) == ["hardware", "hardware", "hardware off"])
    #expect(throws: ScriptError.self) { try ScriptParser.parse("hardware yes", fieldCount: 3) }
  }
}
