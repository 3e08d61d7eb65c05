import Testing

@testable import FormSimCore

/// iPad keyboards: undock, split, float (and move), dock.
@Suite struct KeyboardPlacementTests {
  /// Runs `script` on the iPad `twelve` form; returns the simulator and the last step's events.
  func run(_ script: String, strategy: String = "none", device: DeviceProfile = .ipad) throws
    -> (Simulator, [WorldEvent])
  {
    var simulator = Simulator(
      settings: SimulationSettings(layout: .twelve, device: device, strategy: strategy))
    let events = try simulator.eventsOfLastStep(script)
    return (simulator, events)
  }

  func frames(_ events: [WorldEvent]) -> [(begin: Rect, end: Rect)] {
    events.compactMap { event in
      guard case .keyboard(let note) = event.kind else { return nil }
      return (note.beginFrame, note.endFrame)
    }
  }

  static let hide = [
    "keyboardWillChangeFrame", "keyboardWillHide", "keyboardDidChangeFrame", "keyboardDidHide",
  ]
  // iPad portrait 768 × 1024, keyboard 264: docked at y 1024 − 264 = 760; undocked and split
  // centred, y (1024 − 264) / 2 = 380; floating 320 × 250 centred 20 pt above the bottom:
  // x (768 − 320) / 2 = 224, y 1024 − 250 − 20 = 754.
  static let docked = Rect(x: 0, y: 760, width: 768, height: 264)
  static let undocked = Rect(x: 0, y: 380, width: 768, height: 264)
  static let floating = Rect(x: 224, y: 754, width: 320, height: 250)

  // docs/uikit-behaviour.md, "Keyboards that are not the usual one": the undock posts willHide.
  @Test(arguments: ["undock", "split"])
  func undockingPostsAHide(step: String) throws {
    let (simulator, events) = try run("focus 3; \(step)")
    #expect(events.map(\.name) == Self.hide)
    #expect(frames(events).allSatisfy { $0.begin == Self.docked && $0.end == Self.undocked })
    #expect(abs(events[3].time - events[0].time - 0.3) < 1e-9)
    #expect(simulator.world.keyboardFrame == Self.undocked)
    // Its frame no longer reaches the bottom: no docked keyboard, so no gap is reported.
    #expect(simulator.report.field?.gapToKeyboard == nil)
  }

  @Test func floatingPostsAHideThenMovesWithChangeFramesOnly() throws {
    let (floating, events) = try run("focus 3; float")
    #expect(events.map(\.name) == Self.hide)
    #expect(frames(events).allSatisfy { $0.end == Self.floating })
    #expect(floating.world.keyboardFrame == Self.floating)
    let (moved, moves) = try run("focus 3; float; float 40 300")
    #expect(moves.map(\.name) == ["keyboardWillChangeFrame", "keyboardDidChangeFrame"])
    let to = Rect(x: 40, y: 300, width: 320, height: 250)
    #expect(frames(moves).allSatisfy { $0.begin == Self.floating && $0.end == to })
    #expect(moved.world.keyboardFrame == to)
  }

  // "When the keyboard is docked, UIKeyboardWillShowNotification will be raised" (SO 2012).
  @Test func dockingPostsAShow() throws {
    let (simulator, events) = try run("focus 3; undock; dock")
    #expect(events.map(\.name) == KeyboardHeightChangeTests.frameChange)
    #expect(frames(events).allSatisfy { $0.begin == Self.undocked && $0.end == Self.docked })
    #expect(simulator.world.keyboardFrame == Self.docked)
  }

  @Test func splittingAnUndockedKeyboardOfTheSameFramePostsNothing() throws {
    let (_, events) = try run("focus 3; undock; split")
    #expect(events.isEmpty)
  }

  // An undocked keyboard gets no show or hide (themainthread.com 2012): focus changes post
  // nothing; dismissing and focusing again post the change-frame pair alone.
  @Test func undockedKeyboardsPostNoShowOrHide() throws {
    let (_, change) = try run("focus 3; undock; focus 4")
    #expect(change.map(\.name) == ["shouldBeginEditing", "didEndEditing", "didBeginEditing"])
    let (_, dismiss) = try run("focus 3; undock; dismiss")
    #expect(
      dismiss.map(\.name) == ["keyboardWillChangeFrame", "didEndEditing", "keyboardDidChangeFrame"])
    #expect(frames(dismiss).allSatisfy { $0.end == Rect(x: 0, y: 1024, width: 768, height: 264) })
    let (refocused, again) = try run("focus 3; undock; dismiss; focus 4")
    #expect(
      again.map(\.name) == [
        "shouldBeginEditing", "didBeginEditing", "keyboardWillChangeFrame",
        "keyboardDidChangeFrame",
      ])
    #expect(refocused.world.keyboardFrame == Self.undocked)
  }

  @Test func anIPhoneHasNoUndockedKeyboard() throws {
    let (simulator, events) = try run("focus 3; undock", device: .iphone4)
    #expect(events.isEmpty)
    #expect(simulator.world.keyboardPlacement == .docked)
  }

  // Seed 003 answers no notification: its shift stays although no keyboard is docked. Field 9
  // (y 420) with its constants: shiftBy = (480 − 420) − (480 − 216 − 5 − 0) = −199.
  @Test func viewTransformStaysShiftedWhenTheKeyboardUndocks() throws {
    let (seed, _) = try run("focus 9; undock", strategy: "view-transform")
    #expect(seed.world.rootTransform.ty == -199)
    let (reference, _) = try run("focus 9; undock", strategy: "reference")
    #expect(reference.world.rootTransform.ty == 0)
    #expect(reference.world.contentInset.bottom == 0)
  }

  // Seed 001 reads the begin frame: docking from floating, that is the floating keyboard,
  // 250 tall, so the inset is 250 where the docked keyboard covers 264. The reference insets 264.
  @Test func contentInsetTakesTheFloatingHeightWhenDocking() throws {
    let (seed, _) = try run("focus 3; float; dock", strategy: "content-inset")
    #expect(seed.world.contentInset.bottom == 250)
    let (reference, _) = try run("focus 3; float; dock", strategy: "reference")
    #expect(reference.world.contentInset.bottom == 264)
  }

  /// `check`'s verdict in every placement, and after docking again.
  @Test(arguments: ["undock", "split", "float", "float 40 300", "undock; dock", "float; dock"])
  func referenceKeepsEveryFieldVisible(change: String) throws {
    for field in 1...12 {
      let (simulator, _) = try run("focus \(field); \(change)", strategy: "reference")
      #expect(simulator.report.field?.isFullyVisible == true, "field \(field) after \(change)")
    }
  }

  @Test func placementSteps() throws {
    let steps = try ScriptParser.parse("undock; split; float; float 40 300; dock", fieldCount: 3)
    #expect(
      steps == [
        .placeKeyboard(.undocked, nil), .placeKeyboard(.split, nil),
        .placeKeyboard(.floating, nil), .placeKeyboard(.floating, Point(x: 40, y: 300)),
        .placeKeyboard(.docked, nil),
      ])
    #expect(steps.map(\.text) == ["undock", "split", "float", "float 40 300", "dock"])
    #expect(throws: ScriptError.self) { try ScriptParser.parse("float 40", fieldCount: 3) }
    #expect(throws: ScriptError.self) { try ScriptParser.parse("dock now", fieldCount: 3) }
  }
}
