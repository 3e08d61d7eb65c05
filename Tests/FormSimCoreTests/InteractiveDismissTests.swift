import Foundation
import Testing

@testable import FormSimCore

/// `drag` under each `keyboardDismissMode`: what moves and what UIKit posts.
@Suite struct InteractiveDismissTests {
  static func layout(_ mode: KeyboardDismissMode) -> Layout {
    var layout = Layout.twelve
    layout.keyboardDismissMode = mode
    return layout
  }

  /// Runs `script` on the iPhone 4 `twelve` form; returns the simulator and the events of the
  /// last step.
  func run(_ script: String, mode: KeyboardDismissMode, strategy: String = "none") throws
    -> (Simulator, [WorldEvent])
  {
    var simulator = Simulator(
      settings: SimulationSettings(layout: Self.layout(mode), strategy: strategy))
    let events = try simulator.eventsOfLastStep(script)
    return (simulator, events)
  }

  func frames(_ events: [WorldEvent]) -> [(String, Double, Double)] {
    events.compactMap { event in
      guard case .keyboard(let note) = event.kind else { return nil }
      return (event.name, note.beginFrame.minY, note.endFrame.minY)
    }
  }

  @Test func noneOnlyScrolls() throws {
    // Reference at field 9: 451 + 10 − 264 = 197; a finger 100 pt down scrolls back to 97.
    let (simulator, events) = try run("focus 9; drag 100", mode: .none, strategy: "reference")
    #expect(events.isEmpty)
    #expect(simulator.world.keyboardShown)
    #expect(simulator.world.contentOffset.y == 97)
  }

  // onDrag: "dismisses the keyboard when a drag begins" — the ordinary dismiss sequence,
  // (docs/uikit-behaviour.md, "Event order").
  @Test func onDragDismissesAsTheDragBegins() throws {
    let (simulator, events) = try run("focus 9; drag 100", mode: .onDrag)
    #expect(
      events.map(\.name) == [
        "keyboardWillChangeFrame", "keyboardWillHide", "didEndEditing", "keyboardDidChangeFrame",
        "keyboardDidHide",
      ])
    #expect(!simulator.world.keyboardShown)
    #expect(simulator.focusedIndex == nil)
  }

  // Interactive, lifted moving down: nothing is posted while the keyboard follows the finger
  // (radar 14847817; freshOS/KeyboardLayoutGuide#17), then the dismiss sequence with the begin
  // frame where the finger left it: finger 240 + 150 = 390, so y 390 → 480.
  @Test func interactiveDragDownDismissesFromWhereTheFingerLeftIt() throws {
    let (simulator, events) = try run("focus 3; drag 150", mode: .interactive)
    #expect(
      events.map(\.name) == [
        "keyboardWillChangeFrame", "keyboardWillHide", "didEndEditing", "keyboardDidChangeFrame",
        "keyboardDidHide",
      ])
    #expect(frames(events).allSatisfy { $0.1 == 390 && $0.2 == 480 })
    #expect(events[1].time == events[2].time)
    #expect(abs(events[4].time - events[1].time - 0.3) < 1e-9)
    #expect(!simulator.world.keyboardShown)
  }

  // Lifted moving up: the keyboard slides back and will/did show are posted, begin = where it
  // was left: finger 240 + 150 − 50 = 340 → back to 264. Focus stays.
  @Test func interactiveDragBackUpReturnsTheKeyboard() throws {
    let (simulator, events) = try run("focus 3; drag 150 -50", mode: .interactive)
    #expect(events.map(\.name) == KeyboardHeightChangeTests.frameChange)
    #expect(frames(events).allSatisfy { $0.1 == 340 && $0.2 == 264 })
    #expect(simulator.world.keyboardShown)
    #expect(simulator.focusedIndex == 2)
    #expect(simulator.world.keyboardFrame.minY == 264)
  }

  // A drag that never reaches the keyboard (finger 240 → 260, keyboard top 264) only scrolls.
  @Test func interactiveDragAboveTheKeyboardOnlyScrolls() throws {
    let (simulator, events) = try run("focus 3; drag 20", mode: .interactive)
    #expect(events.isEmpty)
    #expect(simulator.world.keyboardFrame.minY == 264)
  }

  @Test func theKeyboardFollowsTheFingerBeforeItLifts() throws {
    var simulator = Simulator(
      settings: SimulationSettings(layout: Self.layout(.interactive), strategy: "none"))
    simulator.run([.focus(3)])
    _ = simulator.takeEvents()
    // The lift is part of `drag`; a path that ends where it started (no last move) is a return.
    simulator.drag([100, 0])
    // Finger at 340: the keyboard was there when the finger lifted, and slides back from there.
    #expect(simulator.world.presentation.keyboardFrame.minY == 340)
    simulator.settle()
    #expect(simulator.world.presentation.keyboardFrame.minY == 264)
  }

  // Seed 000 answers a re-posted will-show "at once if it already holds a keyboard height", so
  // after an interactive drag that gives the keyboard back, the content stays where the finger
  // left it. Focus 9: kh 216, contentHeight 620 + 216; distanceToBottom = 480 − 420 − 31 = 29,
  // collapse 216 − 29 = 187, offset 192. Drag 100 then −40: 192 − 100 + 40 = 132. Field 9 at
  // 420 − 132 = 288…319, under the keyboard top 264: gap 264 − 319 = −55.
  @Test func contentHeightLeavesTheFieldCoveredAfterTheKeyboardReturns() throws {
    let (simulator, _) = try run(
      "focus 9; drag 100 -40", mode: .interactive, strategy: "content-height")
    #expect(simulator.world.contentOffset.y == 132)
    let field = try #require(simulator.report.field)
    #expect(field.visibleFraction == 0)
    #expect(close(field.gapToKeyboard, -55))
  }

  // The reference scrolls again on the re-posted will-show: 451 + 10 − 264 = 197, gap 10.
  @Test func referenceBringsTheFieldBackAfterTheKeyboardReturns() throws {
    let (simulator, _) = try run(
      "focus 9; drag 100 -40", mode: .interactive, strategy: "reference")
    #expect(simulator.world.contentOffset.y == 197)
    #expect(close(simulator.report.field?.gapToKeyboard, 10))
  }

  // Seed 004's will-hide puts back the offset it saved at did-show, without animation, so the
  // form jumps as the drag begins and the drag is lost. Focus 9: cp = 420 + 31 = 451 > 460 − 216,
  // offset += 451 − 244 = 207. Drag 100 with onDrag: will-hide → 0; the finger's −100 clamps at
  // 0. The reference keeps the drag: 197 − 100 = 97.
  @Test func theDragThatDismissedCutsScrollOffsetsRestoreShort() throws {
    // Did-show scrolls field 9 (bottom 451) by 451 − (460 − 216) = 207. The drag's dismissal
    // posts will-hide, whose restore to 0 runs inside the keyboard's animation; the finger
    // takes the content where that animation is as it starts: 207 − 100 = 107.
    let (seed, _) = try run("focus 9; drag 100", mode: .onDrag, strategy: "scroll-offset")
    #expect(seed.world.contentOffset.y == 107)
    let (reference, _) = try run("focus 9; drag 100", mode: .onDrag, strategy: "reference")
    #expect(reference.world.contentOffset.y == 97)
  }

  /// `check`'s verdict after an interactive drag that gives the keyboard back.
  @Test func referenceKeepsEveryFieldVisibleAfterAReturn() throws {
    for field in 1...12 {
      let (simulator, _) = try run(
        "focus \(field); drag 120 -30", mode: .interactive, strategy: "reference")
      #expect(simulator.report.field?.isFullyVisible == true, "field \(field)")
    }
  }
}

@Suite struct KeyboardDismissModeLayoutTests {
  @Test func theLayoutKeyIsReadAndWritten() throws {
    let source = #"{"keyboardDismissMode": "interactive", "fields": [{"label": "A"}]}"#
    let layout = try LayoutParser.parse(Data(source.utf8), file: "chat.json")
    #expect(layout.keyboardDismissMode == .interactive)
    #expect(layout.json.serialized().contains(#""keyboardDismissMode":"interactive""#))
    #expect(!Layout.twelve.json.serialized().contains("keyboardDismissMode"))
  }

  @Test func aBadModeNamesTheChoices() {
    let source = #"{"keyboardDismissMode": "drag", "fields": [{"label": "A"}]}"#
    #expect {
      try LayoutParser.parse(Data(source.utf8), file: "chat.json")
    } throws: { error in
      "\(error)".contains(#"must be "none", "onDrag", "interactive", not "drag""#)
    }
  }

  @Test func dragSteps() throws {
    #expect(
      try ScriptParser.parse("drag 150; drag 150 -40.5", fieldCount: 3) == [
        .drag([150]), .drag([150, -40.5]),
      ])
    #expect(ScriptStep.drag([150, -40.5]).text == "drag 150 -40.5")
    #expect(throws: ScriptError.self) { try ScriptParser.parse("drag", fieldCount: 3) }
    #expect(throws: ScriptError.self) { try ScriptParser.parse("drag 1 x", fieldCount: 3) }
  }
}
