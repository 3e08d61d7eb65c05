import Testing

@testable import FormSimCore

@Suite struct NotificationOrderTests {
  func names(
    _ script: String, era: IOSEra? = nil, hardwareKeyboard: Bool = false
  ) throws -> [String] {
    var settings = SimulationSettings(
      layout: .twelve, strategy: "none", era: era, hardwareKeyboard: hardwareKeyboard)
    settings.framesPerSecond = 60
    var simulator = Simulator(settings: settings)
    var names: [String] = []
    simulator.run(try ScriptParser.parse(script, fieldCount: 12)) { observation, _ in
      if case .events(let events) = observation {
        names += events.map { "\($0.name)\($0.field.map { "(\($0))" } ?? "")" }
      }
    }
    return names
  }

  // Order from docs/uikit-behaviour.md, "Event order": willChangeFrame → willShow → (animation) →
  // didChangeFrame → didShow; dismiss: willChangeFrame → willHide → didEndEditing → … →
  // didChangeFrame → didHide (the will-hide before the field's end of editing, which
  // IQKeyboardManager's hide handler relies on).
  @Test func focusFromRestThenDismiss() throws {
    #expect(
      try names("focus 3; dismiss") == [
        "shouldBeginEditing(3)", "didBeginEditing(3)", "keyboardWillChangeFrame",
        "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow",
        "keyboardWillChangeFrame", "keyboardWillHide", "didEndEditing(3)",
        "keyboardDidChangeFrame", "keyboardDidHide",
      ])
  }

  // A text view is told it began editing after the keyboard's will- notifications, where a text
  // field is told before them (craiggrummitt.com, 2016): field 5 of `profile` is its text view.
  // Older eras keep the text field's order: no source gives theirs.
  @Test func aTextViewBeginsEditingAfterTheKeyboardIsTold() throws {
    func names(_ script: String, era: IOSEra) throws -> [String] {
      var simulator = Simulator(
        settings: SimulationSettings(layout: .profile, strategy: "none", era: era))
      var names: [String] = []
      simulator.run(try ScriptParser.parse(script, fieldCount: 6)) { observation, _ in
        if case .events(let events) = observation {
          names += events.map { "\($0.name)\($0.field.map { "(\($0))" } ?? "")" }
        }
      }
      return names
    }
    #expect(
      try names("focus 5", era: .modern) == [
        "shouldBeginEditing(5)", "keyboardWillChangeFrame", "keyboardWillShow",
        "didBeginEditing(5)", "keyboardDidChangeFrame", "keyboardDidShow",
      ])
    #expect(
      Array(try names("focus 4; focus 5", era: .modern).dropFirst(6)) == [
        "shouldBeginEditing(5)", "didEndEditing(4)", "keyboardWillChangeFrame",
        "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow", "didBeginEditing(5)",
      ])
    #expect(
      try names("focus 5", era: .ios7) == [
        "shouldBeginEditing(5)", "didBeginEditing(5)", "keyboardWillChangeFrame",
        "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow",
      ])
  }

  // What the text view's order does to seed 004 (scroll-offset), which acts on did-show on the
  // field didBeginEditing gave it. `profile` on the iPhone 4: Website at 170…201, About you (a
  // text view) at 220…320; the keyboard's top 264; sh − kh = 460 − 216 = 244.
  // Before, the re-posted did-show came after didBeginEditing(5): cp = 220 + 100 = 320 > 244,
  // offset 0 + (320 − 244) = 76, the view at 144…244, 20 pt above the keyboard.
  // Now it comes before: the seed still holds Website, cp = 170 + 31 = 201 ≤ 244, no scroll; the
  // text view stays at 220…320: (264 − 220) / 100 = 44 % visible, gap 264 − 320 = −56.
  @Test func aSeedActingOnDidShowMissesATextViewFocusedFromAField() throws {
    let simulator = try simulate("focus 4; focus 5", strategy: "scroll-offset", layout: .profile)
    #expect(simulator.offsetY == 0)
    #expect(simulator.report.field?.visibleFraction == 0.44)
    #expect(simulator.report.field?.gapToKeyboard == -56)
  }

  // Every era, action and kind has its row in the one table.
  @Test func theTableHasEveryRow() {
    for era in IOSEra.allCases {
      for action in EventOrder.Action.allCases {
        for kind in FieldKind.allCases {
          let rows = EventOrder.table.filter {
            $0.era == era && $0.action == action && $0.kind == kind
          }
          #expect(rows.count == 1, "\(era) \(action) \(kind)")
        }
      }
    }
  }

  // iPhone OS 3 had no change-frame notifications: Apple's reference lists both as "Available in
  // iOS 5.0 and later".
  @Test func legacyEraPostsNoFrameChanges() throws {
    #expect(
      try names("focus 3; dismiss", era: .legacy) == [
        "shouldBeginEditing(3)", "didBeginEditing(3)", "keyboardWillShow", "keyboardDidShow",
        "keyboardWillHide", "didEndEditing(3)", "keyboardDidHide",
      ])
  }

  // Modern: a focus change re-posts all four with begin == end ("Working With Keyboard on iOS",
  // Netguru 2014: "UIKeyboardWillChangeFrameNotification, UIKeyboardWillShowNotification,
  // UIKeyboardDidChangeFrameNotification, UIKeyboardDidShowNotification").
  @Test func focusChangeByEra() throws {
    let prefix = ["shouldBeginEditing(4)", "didEndEditing(3)", "didBeginEditing(4)"]
    let modern = try names("focus 3; focus 4").dropFirst(6)
    #expect(
      Array(modern)
        == prefix + [
          "keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidChangeFrame",
          "keyboardDidShow",
        ])
    let ios7 = try names("focus 3; focus 4", era: .ios7).dropFirst(6)
    #expect(Array(ios7) == prefix)
    let legacy = try names("focus 3; focus 4", era: .legacy).dropFirst(4)
    #expect(
      Array(legacy)
        == prefix + ["keyboardWillHide", "keyboardDidHide", "keyboardWillShow", "keyboardDidShow"])
  }

  @Test func hardwareKeyboardPostsNoNotifications() throws {
    #expect(
      try names("focus 3; dismiss", hardwareKeyboard: true) == [
        "shouldBeginEditing(3)", "didBeginEditing(3)", "didEndEditing(3)",
      ])
  }

  @Test func rotationAndPredictiveBarWhileShownRepost() throws {
    var simulator = Simulator(settings: SimulationSettings(layout: .twelve, device: .iphoneSE))
    simulator.run([.focus(3)])
    _ = simulator.takeEvents()
    simulator.setPredictive(true)
    let events = simulator.takeEvents()
    let frameChange = [
      "keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow",
    ]
    #expect(events.map(\.name) == frameChange)
    guard case .keyboard(let notification) = events[1].kind else {
      Issue.record("expected a keyboard notification")
      return
    }
    // 667 − 216 = 451 → 667 − 260 = 407, announced with duration 0 (a jump).
    #expect(notification.beginFrame.minY == 451)
    #expect(notification.endFrame.minY == 407)
    #expect(notification.duration == 0)
    // Rotation animates the keyboard to its new frame (the model is there at once): will- now,
    // did- when it stops 0.3 s later (docs/uikit-behaviour.md, "Event order", from iOS 8).
    simulator.rotate()
    let start = simulator.time
    #expect(simulator.takeEvents().map(\.name) == Array(frameChange.prefix(2)))
    #expect(simulator.world.keyboardFrame == Rect(x: 0, y: 375 - 206, width: 667, height: 206))
    simulator.settle()
    let did = simulator.takeEvents()
    #expect(did.map(\.name) == Array(frameChange.suffix(2)))
    #expect(did.allSatisfy { abs($0.time - start - 0.3) < 1e-9 })
  }

  // Halfway through the rotation the keyboard is between its portrait top (407 with the bar) and
  // its landscape top (375 − 206 = 169): ease-in-out is at half its travel at half time, 288.
  @Test func rotationMovesTheKeyboardInsteadOfJumping() {
    var simulator = Simulator(
      settings: SimulationSettings(layout: .twelve, device: .iphoneSE, predictive: true))
    simulator.run([.focus(3)])
    simulator.rotate()
    simulator.advance(by: 0.15)
    let top = simulator.world.presentation.keyboardFrame.minY
    #expect(abs(top - (407 + 169) / 2) < 0.5)
  }

  @Test func returnResignsByDefaultAndBreaksLinesInTextViews() throws {
    let text = try simulate("focus 2; type hi; return", strategy: "none")
    #expect(text.focusedIndex == nil)
    #expect(text.world.fields[1].text == "hi")
    let multiline = try simulate(
      "focus 5; type a; return; type b", strategy: "none", layout: .profile)
    #expect(multiline.focusedIndex == 4)
    #expect(multiline.world.fields[4].text == "a\nb")
  }
}
