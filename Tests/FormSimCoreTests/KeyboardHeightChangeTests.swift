import Testing

@testable import FormSimCore

/// Height changes while the keyboard is up: the predictive bar and the emoji keyboard.
@Suite struct KeyboardHeightChangeTests {
  static let frameChange = [
    "keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow",
  ]

  func run(
    _ script: String, strategy: String, device: DeviceProfile, predictive: Bool? = nil
  ) throws -> (Simulator, [WorldEvent]) {
    let settings = SimulationSettings(
      layout: .twelve, device: device, strategy: strategy, predictive: predictive)
    var simulator = Simulator(settings: settings)
    var events: [WorldEvent] = []
    simulator.run(try ScriptParser.parse(script, fieldCount: 12)) { observation, _ in
      if case .events(let batch) = observation { events += batch }
    }
    return (simulator, events)
  }

  func notification(_ event: WorldEvent) -> KeyboardNotification? {
    if case .keyboard(let notification) = event.kind { return notification }
    return nil
  }

  // Switching keyboards is a size change: UIKit reports it at once, duration 0
  // (notes/ios-facts.md, Timing), as willChangeFrame → willShow → didChangeFrame → didShow
  // ("Event order"). iPhone 15: letters 291 + bar 44 = 335, emoji 291 (no bar).
  @Test func emojiPostsAFrameChangeWithDurationZero() throws {
    let (simulator, events) = try run("focus 3; emoji", strategy: "none", device: .iphone15)
    let change = Array(events.suffix(4))
    #expect(change.map(\.name) == Self.frameChange)
    let notes = change.compactMap(notification)
    // 852 − 335 = 517 → 852 − 291 = 561, all four at the same instant.
    #expect(notes.allSatisfy { $0.beginFrame.minY == 517 && $0.endFrame.minY == 561 })
    #expect(notes.allSatisfy { $0.duration == 0 })
    #expect(Set(change.map(\.time)).count == 1)
    #expect(simulator.world.keyboardFrame == Rect(x: 0, y: 561, width: 393, height: 291))
  }

  @Test func emojiOffGrowsTheKeyboardBack() throws {
    let (simulator, events) = try run(
      "focus 3; emoji; emoji off", strategy: "none", device: .iphone15)
    let back = events.suffix(4).compactMap(notification)
    #expect(back.map(\.name.rawValue) == Self.frameChange)
    #expect(back.allSatisfy { $0.beginFrame.minY == 561 && $0.endFrame.minY == 517 })
    #expect(simulator.world.keyboardHeight == 335)
  }

  // iPhone 4: the emoji keyboard is as tall as the letters (216), so nothing moves or is posted.
  @Test func emojiOfTheSameHeightPostsNothing() throws {
    let (simulator, events) = try run("focus 3; emoji", strategy: "none", device: .iphone4)
    #expect(events.map(\.name).suffix(2) == ["keyboardDidChangeFrame", "keyboardDidShow"])
    #expect(events.count == 6)
    #expect(simulator.world.emojiKeyboard)
    #expect(simulator.world.keyboardFrame.minY == 264)
  }

  @Test func emojiWithTheKeyboardDownPostsNothing() throws {
    let (simulator, events) = try run("emoji", strategy: "none", device: .iphone15)
    #expect(events.isEmpty)
    // Hidden just below the window, at the emoji keyboard's height.
    #expect(simulator.world.keyboardFrame == Rect(x: 0, y: 852, width: 393, height: 291))
  }

  // Seed 001 answers only keyboardDidShow and takes the size from the *begin* frame, so the
  // re-posted did-show of a height change brings the old height. iPhone SE, field 9 at
  // y 420…451: letters 216 (top 667 − 216 = 451) → with the bar 260 (top 407). The inset stays
  // 216 instead of 260, and its origin test (420 < 667 − 216 = 451) sees nothing to scroll:
  // the field is covered, gap 407 − 451 = −44.
  @Test func contentInsetKeepsTheOldHeightWhenThePredictiveBarAppears() throws {
    let (simulator, _) = try run(
      "focus 9; predictive on", strategy: "content-inset", device: .iphoneSE)
    #expect(simulator.world.contentInset.bottom == 216)
    #expect(simulator.world.contentOffset.y == 0)
    let field = try #require(simulator.report.field)
    #expect(field.visibleFraction == 0)
    #expect(close(field.gapToKeyboard, -44))
  }

  // The other way on the iPhone 15: 335 → 291 (emoji). Seed 001 keeps inset = begin height 335,
  // 44 pt more than the keyboard covers, so a user can scroll 44 pt past the content's end.
  // The reference insets the overlap less the home-indicator strip the scroll view adds: 291 − 34.
  @Test func contentInsetOverInsetsWhenTheEmojiKeyboardShrinks() throws {
    let (seed, _) = try run("focus 3; emoji", strategy: "content-inset", device: .iphone15)
    #expect(seed.world.contentInset.bottom == 335)
    let (reference, _) = try run("focus 3; emoji", strategy: "reference", device: .iphone15)
    #expect(reference.world.contentInset.bottom == 257)
  }

  // The reference follows: field 9 on the SE after the bar appears scrolls to
  // 451 + 10 − 407 = 54 and sits 10 pt above the keyboard.
  @Test func referenceFollowsThePredictiveBar() throws {
    let (simulator, _) = try run(
      "focus 9; predictive on", strategy: "reference", device: .iphoneSE)
    #expect(simulator.world.contentInset.bottom == 260)
    #expect(simulator.world.contentOffset.y == 54)
    #expect(close(simulator.report.field?.gapToKeyboard, 10))
  }

  /// `check`'s verdict in the new cases: every field fully visible once settled.
  @Test(arguments: [
    ("predictive on", DeviceProfile.iphoneSE, false),
    ("predictive off", DeviceProfile.iphoneSE, true),
    ("emoji", DeviceProfile.iphone15, true),
    ("emoji; emoji off", DeviceProfile.iphone15, true),
  ])
  func referenceKeepsEveryFieldVisible(change: String, device: DeviceProfile, predictive: Bool)
    throws
  {
    for field in 1...12 {
      let (simulator, _) = try run(
        "focus \(field); \(change)", strategy: "reference", device: device,
        predictive: predictive)
      #expect(simulator.report.field?.isFullyVisible == true, "field \(field) after \(change)")
    }
  }
}
