import Testing

@testable import FormSimCore

/// The seed strategies and the reference one in real screens: an accessory toolbar on the
/// keyboard, navigation and tab bars, an iPad form sheet. All on the `twelve` form (fields 31 pt
/// tall at y = 20, 70, 120, …; field 7 at 320…351).
@Suite struct ChromeStrategyTests {
  func twelve(_ chrome: Chrome) -> Layout {
    var layout = Layout.twelve
    layout.chrome = chrome
    return layout
  }

  static let toolbar = Chrome(inputAccessory: .toolbar)

  /// Runs `script` and returns the keyboard notifications it delivered.
  func notifications(_ script: String, in simulator: inout Simulator) throws
    -> [KeyboardNotification]
  {
    var notes: [KeyboardNotification] = []
    simulator.run(try ScriptParser.parse(script, fieldCount: 12)) { observation, _ in
      if case .events(let events) = observation {
        for event in events {
          // Show and hide only: the change-frame notifications around them are pinned elsewhere.
          if case .keyboard(let note) = event.kind, note.name.isShowOrHide { notes.append(note) }
        }
      }
    }
    return notes
  }

  // MARK: Accessory toolbar

  @Test func toolbarRidesOnTheKeyboardAndCountsInItsFrame() throws {
    var settings = SimulationSettings(layout: twelve(Self.toolbar), strategy: "none")
    settings.framesPerSecond = 60
    var simulator = Simulator(settings: settings)
    let show = try notifications("focus 7", in: &simulator).filter {
      $0.name == .keyboardWillShow
    }
    // iPhone 4: keyboard 216 + toolbar 44 = 260 tall, top at 480 − 260 = 220.
    #expect(simulator.world.keyboardFrame == Rect(x: 0, y: 220, width: 320, height: 260))
    // The notification's frames include it: begin below the screen, end at y = 220.
    #expect(show.first?.beginFrame == Rect(x: 0, y: 480, width: 320, height: 260))
    #expect(show.first?.endFrame == Rect(x: 0, y: 220, width: 320, height: 260))
  }

  @Test func referenceKeepsTheFieldTenPointsAboveTheToolbar() throws {
    let simulator = try simulate("focus 7", strategy: "reference", layout: twelve(Self.toolbar))
    // Field 7's bottom 351 must show at the toolbar's top 220 − 10 = 210: offset 351 − 210 = 141;
    // inset = overlap with the 480-pt scroll view = 480 − 220 = 260.
    #expect(simulator.offsetY == 141)
    #expect(simulator.world.contentInset.bottom == 260)
    #expect(simulator.report.field?.frameInWindow == Rect(x: 20, y: 179, width: 280, height: 31))
    #expect(close(simulator.report.field?.gapToKeyboard, 10))
    #expect(simulator.report.field?.isFullyVisible == true)
  }

  @Test func contentInsetLeavesTheFieldBehindTheToolbar() throws {
    let simulator = try simulate(
      "focus 7", strategy: "content-inset", layout: twelve(Self.toolbar))
    // did-show's begin frame is the keyboard with its toolbar: 260 tall. aRect = (0, 0, 320,
    // 480 − 260 = 220) misses (20, 320): offset = 320 − (260 − 15) = 75.
    #expect(simulator.offsetY == 75)
    #expect(simulator.world.contentInset.bottom == 260)
    // On screen at 320 − 75 = 245…276: under the toolbar (220…264) and the keys below it.
    #expect(close(simulator.report.field?.gapToKeyboard, 220 - 276))
    #expect(simulator.report.field?.visibleFraction == 0)
  }

  @Test func contentHeightFollowsTheEndFrameAndClearsTheToolbar() throws {
    let simulator = try simulate(
      "focus 7", strategy: "content-height", layout: twelve(Self.toolbar))
    // kh = end frame height 260; distanceToBottom = 480 − 320 − 31 = 129; collapse 131;
    // offset 136: field at 184…215, 5 pt above the toolbar's top 220.
    #expect(simulator.offsetY == 136)
    #expect(close(simulator.report.field?.gapToKeyboard, 5))
  }

  @Test func viewTransformPutsTheFieldTopAt221BehindTheToolbar() throws {
    let simulator = try simulate(
      "focus 7", strategy: "view-transform", layout: twelve(Self.toolbar))
    // shiftBy = 216 + 5 − 320 = −99: the field's top at 221, one point below the toolbar's top.
    #expect(simulator.world.rootTransform.ty == -99)
    #expect(close(simulator.report.field?.gapToKeyboard, 220 - 252))
  }

  @Test func aFieldWithoutTheToolbarShrinksTheKeyboard() throws {
    var layout = Layout.twelve
    layout.fieldSpecs[6].inputAccessory = .toolbar
    var simulator = Simulator(settings: SimulationSettings(layout: layout, strategy: "reference"))
    simulator.run(try ScriptParser.parse("focus 6; focus 7", fieldCount: 12))
    let notes = try notifications("focus 8", in: &simulator)
    // Field 7's toolbar goes away with field 8: begin 260 tall at 220, end 216 tall at 264,
    // with the keyboard's own 0.3 s.
    #expect(notes.map(\.name) == [.keyboardWillShow, .keyboardDidShow])
    #expect(notes.first?.beginFrame == Rect(x: 0, y: 220, width: 320, height: 260))
    #expect(notes.first?.endFrame == Rect(x: 0, y: 264, width: 320, height: 216))
    #expect(notes.first?.duration == 0.3)
    // The reference strategy follows: inset 216. didBeginEditing still saw the toolbar (top 220):
    // 401 + 10 − 220 = 191; will-show's band (20…264) then already shows field 8 at
    // 370 − 191 = 179…210, so it moves no further.
    #expect(simulator.world.contentInset.bottom == 216)
    #expect(simulator.offsetY == 191)
    #expect(close(simulator.report.field?.gapToKeyboard, 264 - 210))
  }

  // MARK: Tab bar

  @Test func contentInsetInATabBarControllerCountsTheTabBarTwice() throws {
    let layout = twelve(Chrome(tabBar: true))
    let seed = try simulate("focus 7", strategy: "content-inset", layout: layout)
    // The seed insets by the raw keyboard height, 216, but the scroll view ends at the tab bar's
    // top 480 − 49 = 431: the keyboard covers only 431 − 264 = 167 of it.
    #expect(seed.world.contentInset.bottom == 216)
    // So a user can drag 216 − 167 = 49 pt past the content's end: 620 + 216 − 431 = 405.
    #expect(seed.report.state.userScrollRange.upperBound == 405)
    let reference = try simulate("focus 7", strategy: "reference", layout: layout)
    #expect(reference.world.contentInset.bottom == 167)
    #expect(reference.report.state.userScrollRange.upperBound == 356)
    // The reference offset is as without a tab bar: 351 + 10 − 264 = 97.
    #expect(reference.offsetY == 97)
  }

  @Test func aFieldUnderTheTabBarIsScrolledIntoTheBounds() throws {
    // With a hardware keyboard nothing but UIScrollView moves: field 9 (420…451) ends below the
    // scroll view's bottom 431, so becoming first responder scrolls it in: offset 451 − 431 = 20,
    // animated over 0.3 s.
    var simulator = Simulator(
      settings: SimulationSettings(
        layout: twelve(Chrome(tabBar: true)), strategy: "none", hardwareKeyboard: true))
    simulator.run(try ScriptParser.parse("focus 9", fieldCount: 12))
    #expect(simulator.offsetY == 20)
    #expect(close(simulator.time, 0.3))
    #expect(simulator.report.field?.frameInWindow.maxY == 431)
    #expect(simulator.report.field?.isFullyVisible == true)
  }

  // MARK: Navigation bar

  @Test func referenceUnderANavigationBar() throws {
    let simulator = try simulate(
      "focus 7", strategy: "reference", layout: twelve(Chrome(navigationBar: .standard)))
    // The scroll view runs from 64 to 480; content y shows at 64 + y − offset. Field 7's bottom
    // 351 at 264 − 10 = 254: offset = 351 + 64 − 254 = 161. Overlap 480 − 264 = 216.
    #expect(simulator.offsetY == 161)
    #expect(simulator.world.contentInset.bottom == 216)
    #expect(simulator.report.field?.frameInWindow.minY == 223)
    #expect(simulator.report.state.scrollFrame == Rect(x: 0, y: 64, width: 320, height: 416))
  }

  @Test func contentInsetUnderANavigationBarMissesByItsHeight() throws {
    let simulator = try simulate(
      "focus 7", strategy: "content-inset", layout: twelve(Chrome(navigationBar: .standard)))
    // aRect = the root view's frame (0, 64, 320, 416) less 216 = y 64…264: misses (20, 320);
    // offset 320 − 201 = 119 as full screen, but the content starts 64 pt lower: the field
    // shows at 64 + 320 − 119 = 265, one point under the keyboard's top.
    #expect(simulator.offsetY == 119)
    #expect(simulator.report.field?.frameInWindow.minY == 265)
    #expect(simulator.report.field?.visibleFraction == 0)
  }

  @Test func aFieldScrolledUnderTheNavigationBarComesBackWhenFocused() throws {
    var simulator = Simulator(
      settings: SimulationSettings(
        layout: twelve(Chrome(navigationBar: .standard)), strategy: "none",
        hardwareKeyboard: true))
    simulator.run(try ScriptParser.parse("scroll 60", fieldCount: 12))
    // Field 1 (20…51) at 64 + 20 − 60 = 24…55: the bar covers down to 64, none of it shows.
    let hidden = simulator.world.model.windowFrame(ofContent: simulator.world.fields[0].frame)
    #expect(hidden.minY == 24)
    #expect(simulator.world.model.visibleFraction(of: hidden) == 0)
    // Focusing it scrolls it into the bounds' top: offset 20, on screen at 64.
    simulator.run(try ScriptParser.parse("focus 1", fieldCount: 12))
    #expect(simulator.offsetY == 20)
    #expect(simulator.report.field?.frameInWindow.minY == 64)
  }

  @Test func scrollOffsetThrowsTheFieldUnderTheNavigationBarInLandscape() throws {
    let simulator = try simulate(
      "focus 2", strategy: "scroll-offset", layout: twelve(Chrome(navigationBar: .standard)),
      orientation: .landscape)
    // iPhone 4 landscape (480 × 320): the compact bar, 32 pt, 20…52. did-show: kbSize =
    // 480 × 162, "height" = its width 480; cp = field 2's bottom in the root view = 70 + 31 =
    // 101; sh = the application frame's width 480; 101 > 480 − 480: offset += 101. Field 2
    // shows at 52 + 70 − 101 = 21…52, wholly behind the navigation bar.
    #expect(simulator.offsetY == 101)
    #expect(simulator.report.field?.frameInWindow.minY == 21)
    #expect(simulator.report.field?.visibleFraction == 0)
  }

  // MARK: iPhone page sheet

  @Test func pageSheetOnAnIPhone() throws {
    let layout = twelve(Chrome(presentation: .pageSheet))
    // The card runs from 20 + 10 = 30 to 480. Reference: overlap 480 − 264 = 216; field 7's
    // bottom 351 at 264 − 10 = 254: offset = 351 + 30 − 254 = 127, on screen at 223.
    let reference = try simulate("focus 7", strategy: "reference", layout: layout)
    #expect(reference.offsetY == 127)
    #expect(reference.report.field?.frameInWindow.minY == 223)
    // Seed 004 measures against the application frame's height (460) in root-view coordinates:
    // cp = 320 + 31 = 351 > 460 − 216 = 244, offset += 107; but the root view starts 30 pt down,
    // so the field lands at 30 + 320 − 107 = 243…274, 10 pt under the keyboard's top.
    let seed = try simulate("focus 7", strategy: "scroll-offset", layout: layout)
    #expect(seed.offsetY == 107)
    #expect(close(seed.report.field?.gapToKeyboard, 264 - 274))
  }

  // MARK: iPad form sheet

  @Test func formSheetIsOnlyPartlyCovered() throws {
    let layout = twelve(Chrome(presentation: .formSheet))
    let reference = try simulate("focus 12", strategy: "reference", layout: layout, device: .ipad)
    // Sheet 202…822, keyboard top 1024 − 264 = 760: overlap 62. Field 12 (570…601) needs its
    // bottom at 760 − 10 = 750: offset = 601 + 202 − 750 = 53 (the range ends at
    // 620 + 62 − 620 = 62).
    #expect(reference.world.contentInset.bottom == 62)
    #expect(reference.offsetY == 53)
    #expect(close(reference.report.field?.gapToKeyboard, 10))
    // Seed 001 insets by the whole keyboard, 264: 202 pt of it is below the sheet.
    let seed = try simulate("focus 12", strategy: "content-inset", layout: layout, device: .ipad)
    #expect(seed.world.contentInset.bottom == 264)
  }
}

/// `disablesAutomaticKeyboardDismissal` is true for a form sheet: on an iPad, a tap outside
/// resigns the field and leaves the keyboard up.
@Suite struct FormSheetKeyboardDismissalTests {
  func run(_ script: String, device: DeviceProfile = .ipad, chrome: Chrome) throws -> (
    Simulator, [String]
  ) {
    let layout = Layout(
      name: "sheet", fields: Layout.twelve.fieldSpecs, contentHeight: 620, chrome: chrome)
    var simulator = Simulator(
      settings: SimulationSettings(layout: layout, device: device, strategy: "none"))
    let events = try simulator.eventsOfLastStep(script)
    return (simulator, events.map { "\($0.name)\($0.field.map { "(\($0))" } ?? "")" })
  }

  static let formSheet = Chrome(presentation: .formSheet)

  @Test func aTapOutsideAnIPadFormSheetKeepsTheKeyboard() throws {
    let (simulator, events) = try run("focus 3; tap-outside", chrome: Self.formSheet)
    // The field resigns; no will-hide: the keyboard stays docked, 1024 − 264 = 760.
    #expect(events == ["didEndEditing(3)"])
    #expect(simulator.focusedIndex == nil)
    #expect(simulator.world.keyboardShown)
    #expect(simulator.world.keyboardFrame == Rect(x: 0, y: 760, width: 768, height: 264))
    #expect(simulator.world.disablesAutomaticKeyboardDismissal)
  }

  @Test func theNextFieldFindsTheKeyboardUp() throws {
    let (simulator, events) = try run("focus 3; tap-outside; focus 4", chrome: Self.formSheet)
    // No field to end; the keyboard is up, so iOS 8+ re-posts the show with begin == end.
    #expect(
      events == [
        "shouldBeginEditing(4)", "didBeginEditing(4)", "keyboardWillChangeFrame",
        "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow",
      ])
    #expect(simulator.focusedIndex == 3)
  }

  @Test func escStillDismisses() throws {
    let (simulator, events) = try run("focus 3; dismiss", chrome: Self.formSheet)
    // Will-change-frame, will-hide, then the field's didEndEditing (`EventOrder`).
    #expect(
      Array(events.prefix(3)) == [
        "keyboardWillChangeFrame", "keyboardWillHide", "didEndEditing(3)",
      ])
    #expect(!simulator.world.keyboardShown)
  }

  @Test func theKeyboardsOwnDismissKeyHidesItAfterwards() throws {
    let (simulator, events) = try run("focus 3; tap-outside; dismiss", chrome: Self.formSheet)
    #expect(
      events == [
        "keyboardWillChangeFrame", "keyboardWillHide", "keyboardDidChangeFrame", "keyboardDidHide",
      ])
    #expect(!simulator.world.keyboardShown)
  }

  @Test(arguments: [
    (DeviceProfile.iphone4, formSheet), (DeviceProfile.ipad, Chrome(presentation: .pageSheet)),
    (DeviceProfile.ipad, Chrome.plain),
  ])
  func elsewhereATapOutsideHidesTheKeyboard(device: DeviceProfile, chrome: Chrome) throws {
    // An iPhone's form sheet adapts to a page sheet; page sheets and full-screen forms let the
    // keyboard go.
    let (simulator, events) = try run("focus 3; tap-outside", device: device, chrome: chrome)
    #expect(events.contains("keyboardWillHide"))
    #expect(!simulator.world.keyboardShown)
  }
}
