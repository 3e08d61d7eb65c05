import Testing

@testable import FormSimCore

/// UIKit behaviours the seeds' world left out: rotation by era, the landscape status bar, the
/// landscape safe areas, and a constraint changed without `layoutIfNeeded()`.
@Suite struct UIKitBehaviourTests {
  func keyboardEvents(
    _ script: String, era: IOSEra, layout: Layout = .twelve
  ) throws -> [KeyboardNotification] {
    var simulator = Simulator(
      settings: SimulationSettings(layout: layout, strategy: "none", era: era))
    var notes: [KeyboardNotification] = []
    simulator.run(try ScriptParser.parse(script, fieldCount: layout.fieldSpecs.count)) {
      observation, _ in
      if case .events(let events) = observation {
        for event in events {
          // Show and hide only: the change-frame notifications around them are pinned elsewhere.
          if case .keyboard(let note) = event.kind, note.name.isShowOrHide { notes.append(note) }
        }
      }
    }
    return notes
  }

  @Test func rotationBeforeIOS8HidesThenShows() throws {
    let notes = try keyboardEvents("focus 7; rotate", era: .ios7).dropFirst(2)
    #expect(
      notes.map(\.name) == [
        .keyboardWillHide, .keyboardDidHide, .keyboardWillShow, .keyboardDidShow,
      ])
    let hide = try #require(notes.first)
    // Hidden in the old (portrait) orientation: (0, 264) → (0, 480), 320 × 216.
    #expect(hide.beginFrame == Rect(x: 0, y: 264, width: 320, height: 216))
    #expect(hide.endFrame == Rect(x: 0, y: 480, width: 320, height: 216))
    // Shown in the new one, in portrait-fixed screen coordinates: the 480 × 162 keyboard at window
    // y = 320 − 162 = 158 is the screen rectangle x = 320 − 320 = 0, 162 wide and 480 tall; it
    // comes from x = 320 − 482 = −162.
    let show = try #require(notes.dropFirst(2).first)
    #expect(show.beginFrame == Rect(x: -162, y: 0, width: 162, height: 480))
    #expect(show.endFrame == Rect(x: 0, y: 0, width: 162, height: 480))
  }

  @Test func rotationFromIOS8RepostsTheShow() throws {
    let notes = try keyboardEvents("focus 7; rotate", era: .modern).dropFirst(2)
    #expect(notes.map(\.name) == [.keyboardWillShow, .keyboardDidShow])
    // Old frame to new, in window coordinates: (0, 264, 320, 216) → (0, 158, 480, 162).
    #expect(notes.first?.beginFrame == Rect(x: 0, y: 264, width: 320, height: 216))
    #expect(notes.first?.endFrame == Rect(x: 0, y: 158, width: 480, height: 162))
  }

  @Test func iPhonesHideTheStatusBarInLandscapeFromIOS8() {
    #expect(World(layout: .twelve, device: .iphoneSE, orientation: .landscape).statusBarHeight == 0)
    #expect(World(layout: .twelve, device: .iphoneSE, orientation: .portrait).statusBarHeight == 20)
    // The iPhone 4 never ran iOS 8: it keeps its 20-pt landscape status bar; iPads keep theirs.
    #expect(World(layout: .twelve, device: .iphone4, orientation: .landscape).statusBarHeight == 20)
    #expect(World(layout: .twelve, device: .ipad, orientation: .landscape).statusBarHeight == 20)
  }

  @Test func notchedPhonesInsetStackedFieldsInLandscape() {
    // iPhone 15 landscape: 852 wide, 59 pt safe area each side: x = 20 + 59 = 79,
    // width = 852 − 2 × 79 = 694.
    let landscape = World(layout: .twelve, device: .iphone15, orientation: .landscape)
    #expect(landscape.fields[0].frame == Rect(x: 79, y: 20, width: 694, height: 31))
    // Portrait has no side insets: x 20, width 393 − 40 = 353.
    let portrait = World(layout: .twelve, device: .iphone15)
    #expect(portrait.fields[0].frame == Rect(x: 20, y: 20, width: 353, height: 31))
  }

  @Test func contentHeightConstraintJumpsInsteadOfAnimating() throws {
    // Seed 000 changes the height constraint inside UIView.animate without layoutIfNeeded(): at
    // t = 0.15, half way through its 0.3-s offset animation, the content size is already
    // 620 + 216 = 836, while the offset is half way (ease-in-out is symmetric) to
    // collapse + 5 = 216 − (480 − 320 − 31) + 5 = 92: 46.
    let simulator = try simulate("focus 7", strategy: "content-height", until: 0.15)
    #expect(simulator.screen.state.contentHeight == 836)
    #expect(close(simulator.screen.state.contentOffset.y, 46))
  }
}

extension KeyboardNotification.Name {
  /// Will/did show or hide, not a change-frame notification.
  var isShowOrHide: Bool {
    switch self {
    case .keyboardWillShow, .keyboardDidShow, .keyboardWillHide, .keyboardDidHide: true
    default: false
    }
  }
}
