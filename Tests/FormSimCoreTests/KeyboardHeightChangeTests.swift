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
  // (docs/uikit-behaviour.md, "Timing"), as willChangeFrame → willShow → didChangeFrame → didShow
  // ("Event order"). iPhone 15 with the predictive bar off: letters 291, emoji 291 + 44 = 335
  // (as tall as the letters with the bar, `DeviceProfile+Emoji.swift`).
  @Test func emojiPostsAFrameChangeWithDurationZero() throws {
    let (simulator, events) = try run(
      "focus 3; emoji", strategy: "none", device: .iphone15, predictive: false)
    let change = Array(events.suffix(4))
    #expect(change.map(\.name) == Self.frameChange)
    let notes = change.compactMap(notification)
    // 852 − 291 = 561 → 852 − 335 = 517, all four at the same instant.
    #expect(notes.allSatisfy { $0.beginFrame.minY == 561 && $0.endFrame.minY == 517 })
    #expect(notes.allSatisfy { $0.duration == 0 })
    #expect(Set(change.map(\.time)).count == 1)
    #expect(simulator.world.keyboardFrame == Rect(x: 0, y: 517, width: 393, height: 335))
  }

  @Test func emojiOffShrinksTheKeyboardBack() throws {
    let (simulator, events) = try run(
      "focus 3; emoji; emoji off", strategy: "none", device: .iphone15, predictive: false)
    let back = events.suffix(4).compactMap(notification)
    #expect(back.map(\.name.rawValue) == Self.frameChange)
    #expect(back.allSatisfy { $0.beginFrame.minY == 517 && $0.endFrame.minY == 561 })
    #expect(simulator.world.keyboardHeight == 291)
  }

  // The iPhone 4 never ran iOS 8, which brought the predictive bar: its profile has none
  // (predictiveBar 0), so `predictive on` leaves the 216-pt keyboard at y 480 − 216 = 264 and
  // posts nothing, where it used to post a frame change from 264 to 264; `--predictive` is the
  // same as not asking.
  @Test func aPhoneWithoutThePredictiveBarIgnoresIt() throws {
    let (simulator, events) = try run("focus 3; predictive on", strategy: "none", device: .iphone4)
    #expect(!simulator.world.predictive)
    #expect(!simulator.world.hasPredictiveBar)
    #expect(events.map(\.name).suffix(2) == ["keyboardDidChangeFrame", "keyboardDidShow"])
    #expect(events.count == 6)
    #expect(simulator.world.keyboardFrame == Rect(x: 0, y: 264, width: 320, height: 216))
    let (asked, _) = try run("focus 3", strategy: "none", device: .iphone4, predictive: true)
    #expect(!asked.world.predictive)
    #expect(asked.world.keyboardHeight == 216)
  }

  // iPhone 4: no predictive bar, so the emoji keyboard is as tall as the letters (216); the
  // iPhone 15 with its bar on: 335 both. Nothing moves or is posted.
  @Test func emojiOfTheSameHeightPostsNothing() throws {
    let (simulator, events) = try run("focus 3; emoji", strategy: "none", device: .iphone4)
    #expect(events.map(\.name).suffix(2) == ["keyboardDidChangeFrame", "keyboardDidShow"])
    #expect(events.count == 6)
    #expect(simulator.world.emojiKeyboard)
    #expect(simulator.world.keyboardFrame.minY == 264)
    let (withBar, barEvents) = try run("focus 3; emoji", strategy: "none", device: .iphone15)
    #expect(barEvents.count == 6)
    #expect(withBar.world.keyboardFrame == Rect(x: 0, y: 517, width: 393, height: 335))
  }

  @Test func emojiWithTheKeyboardDownPostsNothing() throws {
    let (simulator, events) = try run(
      "emoji", strategy: "none", device: .iphone15, predictive: false)
    #expect(events.isEmpty)
    // Hidden just below the window, at the emoji keyboard's height.
    #expect(simulator.world.keyboardFrame == Rect(x: 0, y: 852, width: 393, height: 335))
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

  // The emoji keyboard grows the same way on the SE with its bar off: 216 → 216 + 44 = 260, and
  // seed 001 keeps the begin height again — inset 216, nothing scrolled, field 9 (420…451)
  // under the keyboard's top at 667 − 260 = 407: gap −44. The reference insets 260 and scrolls
  // to 451 + 10 − 407 = 54.
  @Test func contentInsetKeepsTheOldHeightWhenTheEmojiKeyboardGrows() throws {
    let (seed, _) = try run("focus 9; emoji", strategy: "content-inset", device: .iphoneSE)
    #expect(seed.world.contentInset.bottom == 216)
    #expect(seed.world.contentOffset.y == 0)
    #expect(close(seed.report.field?.gapToKeyboard, -44))
    let (reference, _) = try run("focus 9; emoji", strategy: "reference", device: .iphoneSE)
    #expect(reference.world.contentInset.bottom == 260)
    #expect(reference.world.contentOffset.y == 54)
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
    ("emoji", DeviceProfile.iphone15, false),
    ("emoji; emoji off", DeviceProfile.iphone15, false),
    ("emoji", DeviceProfile.iphoneSE, false),
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
