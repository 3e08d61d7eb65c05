import Testing

@testable import FormSimCore

/// UIKit's keyboard handling for a `UITableViewController` (`Simulator+TableViewController`),
/// alone (`none`) and added to two libraries' (IQKeyboardManager, which stands aside there, and
/// TPKeyboardAvoiding), with figures worked out by hand.
///
/// The form: the built-in `account-table`, a 35-pt header then twenty static cells 44 pt tall
/// (content height 915), each holding a 31-pt field at (16, 35 + 44i + 6.5), 288 wide. Row 10's
/// cell is 431…475 and its field 437.5…468.5; row 12's cell 519…563, field 525.5…556.5; row 15's
/// cell 651…695, field 657.5…688.5.
@Suite struct TableViewControllerTests {
  /// `account-table`, or its rows in another container (a scroll view has no cells).
  static func rows(_ container: ScrollContainer = .tableViewController) -> Layout {
    var layout = Layout.accountTable
    layout.container = container
    if !container.isTable {
      for index in layout.fieldSpecs.indices { layout.fieldSpecs[index].cell = nil }
    }
    return layout
  }

  static func run(
    _ script: String, _ strategy: String, device: DeviceProfile = .iphone4,
    container: ScrollContainer = .tableViewController
  ) throws -> Simulator {
    try simulate(script, strategy: strategy, layout: rows(container), device: device)
  }

  @Test func theBuiltInsRows() {
    let fields = Layout.accountTable.fields(windowWidth: 393)
    #expect(fields.count == 20)
    #expect(fields[9].cellFrame == Rect(x: 0, y: 431, width: 320, height: 44))
    #expect(fields[9].frame == Rect(x: 16, y: 437.5, width: 288, height: 31))
    #expect(Layout.accountTable.contentHeight(windowWidth: 393) == 915)
    #expect(Layout.accountTable.container == .tableViewController)
  }

  // MARK: none, iPhone 4 (320 × 480, keyboard 216, no safe area)

  @Test func noneOnTheIPhone4() throws {
    // The table fills the window; the keyboard (0, 264, 320, 216) covers 216 of it: the bottom
    // inset goes 0 → 216. Visible: offset 0 … 0 + 480 − 216 = 264; row 10's cell ends at 475,
    // below it, so scrollToRow(.none) puts the cell's bottom at the visible bottom:
    // 475 − 480 + 216 = 211 (within 0 … 915 + 216 − 480 = 651). The field is then at
    // 437.5 − 211 = 226.5 on screen, its bottom 257.5, 264 − 257.5 = 6.5 above the keyboard.
    var simulator = try Self.run("focus 10", "none")
    var report = simulator.report
    #expect(report.state.contentOffset.y == 211)
    #expect(report.state.contentInset.bottom == 216)
    #expect(report.state.scrollIndicatorInsets.bottom == 216)
    #expect(report.field?.frameInWindow.minY == 226.5)
    #expect(report.field?.gapToKeyboard == 6.5)
    #expect(report.field?.visibleFraction == 1)

    // Row 12 with the keyboard up: the overlap is still 216, so the controller does nothing;
    // UIScrollView's own scrolling brings the field, not its cell, into the inset bounds
    // 211 … 211 + 264 = 475: 556.5 − 480 + 216 = 292.5, the field's bottom on the keyboard's top.
    simulator = try Self.run("focus 10; focus 12", "none")
    report = simulator.report
    #expect(report.state.contentOffset.y == 292.5)
    #expect(report.state.contentInset.bottom == 216)
    #expect(report.field?.gapToKeyboard == 0)

    // Dismissed: on the next run-loop turn the inset loses the 216 it gained; 292.5 is within
    // 0 … 915 − 480 = 435, so the offset stays.
    simulator = try Self.run("focus 10; focus 12; dismiss", "none")
    #expect(simulator.report.state.contentInset.bottom == 0)
    #expect(simulator.report.state.scrollIndicatorInsets.bottom == 0)
    #expect(simulator.offsetY == 292.5)
  }

  @Test func rotationChangesTheInsetByTheOverlapsDifference() throws {
    // Landscape: the table is 480 × 320, the keyboard (0, 158, 480, 162) covers 162 of it: the
    // inset changes by 162 − 216 = −54, to 162. Visible from 211: 211 … 211 + 320 − 162 = 369;
    // the cell ends at 475: 475 − 320 + 162 = 317. The field is at 437.5 − 317 = 120.5, its
    // bottom 151.5, 158 − 151.5 = 6.5 above the keyboard.
    let simulator = try Self.run("focus 10; rotate", "none")
    #expect(simulator.report.state.contentInset.bottom == 162)
    #expect(simulator.offsetY == 317)
    #expect(simulator.report.field?.gapToKeyboard == 6.5)
  }

  // MARK: none, iPhone 15 (393 × 852, safe area 59 / 34, keyboard 335)

  @Test func noneOnTheIPhone15() throws {
    // At rest the table sits at −59 (its automatic top inset). The keyboard (0, 517, 393, 335)
    // covers 335 of the table's frame, home-indicator strip included: contentInset.bottom 335,
    // and with the automatic 34 the adjusted bottom inset is 369. Visible from −59:
    // −59 + 59 = 0 … −59 + 852 − 369 = 424; row 15's cell ends at 695:
    // 695 − 852 + 369 = 212 (within −59 … 915 + 369 − 852 = 432). The field is at
    // 657.5 − 212 = 445.5, its bottom 476.5: 517 − 476.5 = 40.5 above the keyboard, the cell's
    // 6.5 and the safe area's 34 counted twice.
    var simulator = try Self.run("focus 15", "none", device: .iphone15)
    let report = simulator.report
    #expect(report.state.contentInset.bottom == 335)
    #expect(report.state.adjustedContentInset.bottom == 369)
    #expect(report.state.contentOffset.y == 212)
    #expect(report.field?.frameInWindow.minY == 445.5)
    #expect(report.field?.gapToKeyboard == 40.5)

    // Dismissed: the inset goes back to 0; the offset's end is now 915 + 34 − 852 = 97, and
    // 212 lies past it, so the table pulls it back to 97.
    simulator = try Self.run("focus 15; dismiss", "none", device: .iphone15)
    #expect(simulator.report.state.contentInset.bottom == 0)
    #expect(simulator.offsetY == 97)
  }

  // MARK: IQKeyboardManager: a UITableViewController is one of its disabled classes

  @Test(arguments: [
    (DeviceProfile.iphone4, "focus 10; focus 12; dismiss"),
    (DeviceProfile.iphone15, "focus 15; dismiss"),
  ])
  func iqKeyboardManagerStandsAside(device: DeviceProfile, script: String) throws {
    // Every settled state is the one UIKit alone gives (the tests above): 211, 292.5 and 292.5
    // on the iPhone 4; 212 and 97 on the iPhone 15 — no extra 10-pt distance, no root view
    // move, no inset of its own. Its toolbar, which is not distance handling, is off.
    func atRest(_ strategy: String) -> Simulator {
      var settings = SimulationSettings(layout: Self.rows(), device: device, strategy: strategy)
      settings.autoToolbar = false
      return Simulator(settings: settings)
    }
    var library = atRest("iqkeyboardmanager")
    var uikit = atRest("none")
    let steps = try ScriptParser.parse(script, fieldCount: 20)
    for step in steps {
      library.run([step])
      uikit.run([step])
      #expect(library.report == uikit.report)
      #expect(library.world.rootTransform == .identity)
    }
  }

  @Test func iqKeyboardManagerMovesABareScrollView() throws {
    // The same rows in a plain scroll view: the keyboard grown by keyboardDistance 10 is 226;
    // moveUp = Int(468.5 − (480 − 226)) = Int(214.5) = 214, all taken by the scroll view
    // (214 < the field's top 437.5), and the bottom inset is 226 — where the table-view
    // controller gave 211 and 216. UIKit then finds the field's bottom 468.5 − 214 = 254.5
    // half a point below the inset bounds' 480 − 226 = 254 and scrolls on to 214.5.
    let simulator = try simulate(
      "focus 10", strategy: "iqkeyboardmanager", layout: Self.rows(.scrollView),
      autoToolbar: false)
    #expect(simulator.offsetY == 214.5)
    #expect(simulator.report.state.contentInset.bottom == 226)
  }

  // MARK: TPKeyboardAvoiding: its inset and UIKit's meet

  @Test func tpKeyboardAvoidingOnTheIPhone4() throws {
    // Show. TPKeyboardAvoiding sees will-change-frame first and keeps the prior inset 0; at
    // will-show UIKit insets the table by 216 and scrolls to 211 (as with none). 0.01 s later
    // TPKeyboardAvoiding *sets* the inset to 216 − max(480 − (211 + 480), 0) = 216 — the same,
    // not twice — and centres the 20-pt caret (443 … 463) in 480 − 216 = 264:
    // 443 − (264 − 20) / 2 = 321. The field is at 437.5 − 321 = 116.5, 264 − 147.5 = 116.5 above
    // the keyboard.
    var simulator = try Self.run("focus 10", "tpkeyboardavoiding")
    #expect(simulator.offsetY == 321)
    #expect(simulator.report.state.contentInset.bottom == 216)
    #expect(simulator.report.field?.gapToKeyboard == 116.5)

    // Hide. TPKeyboardAvoiding restores its prior inset, 0; on the next run-loop turn UIKit takes
    // its 216 off that: −216 (radar 13984333's "negative on a hide"), so the end is
    // 915 − 216 − 480 = 219 and the offset 321 is pulled back to it. 0.01 s after the
    // will-change-frame, TPKeyboardAvoiding's show block runs on the hidden keyboard (a zero
    // rectangle): inset 0 − max(0 − (219 + 480), 0) = 0. The form ends at 219, not at 321.
    simulator.dismiss()
    simulator.advance(by: 0.005)
    #expect(simulator.world.contentInset.bottom == -216)
    #expect(simulator.offsetY == 219)
    simulator.settle()
    #expect(simulator.world.contentInset.bottom == 0)
    #expect(simulator.world.scrollIndicatorInsets.bottom == 0)
    #expect(simulator.offsetY == 219)
  }

  @Test func tpKeyboardAvoidingOnTheIPhone15() throws {
    // Show: UIKit insets by 335 and scrolls to 212 (as with none); TPKeyboardAvoiding's
    // keyboard rectangle, taken at offset −59, is (0, 458, 393, 335): inset
    // 335 − max(793 − (212 + 852), 0) = 335. It centres the caret (663 … 683) in
    // 852 − 335 = 517 (contentInset, not the adjusted one): 663 − (517 − 20) / 2 = 414.5,
    // clamped to 915 − 517 = 398. The field is at 657.5 − 398 = 259.5, 517 − 290.5 = 226.5 above
    // the keyboard.
    var simulator = try Self.run("focus 15", "tpkeyboardavoiding", device: .iphone15)
    #expect(simulator.offsetY == 398)
    #expect(simulator.report.state.contentInset.bottom == 335)
    #expect(simulator.report.field?.gapToKeyboard == 226.5)

    // Hide: 0 − 335 = −335; the end, 915 + (−335 + 34) − 852 = −238, is above the top, so the
    // range is only −59: the offset is pulled back to the top. TPKeyboardAvoiding's late show
    // block sets the inset to 0 again.
    simulator = try Self.run("focus 15; dismiss", "tpkeyboardavoiding", device: .iphone15)
    #expect(simulator.report.state.contentInset.bottom == 0)
    #expect(simulator.offsetY == -59)
  }

  // MARK: Order

  @Test func theStrategyRunsFirstAndTheInsetsAddUp() throws {
    // `reference` sets the bottom inset to the overlap, 216, and scrolls the field plus 10 pt
    // above the keyboard: 468.5 + 10 − 264 = 214.5. UIKit, told after it, adds its own 216: 432.
    // Visible from 214.5: … 214.5 + 480 − 432 = 262.5; the cell (… 475) is scrolled to
    // 475 − 480 + 432 = 427, its field to 437.5 − 427 = 10.5, under the status bar. Had UIKit
    // run first, reference's assignment would have left 216.
    var simulator = try Self.run("focus 10", "reference")
    #expect(simulator.report.state.contentInset.bottom == 432)
    #expect(simulator.offsetY == 427)
    #expect(simulator.report.field?.frameInWindow.minY == 10.5)
    // On hide reference sets 0 and UIKit takes its 216 off the next turn: −216 is left.
    simulator = try Self.run("focus 10; dismiss", "reference")
    #expect(simulator.report.state.contentInset.bottom == -216)
  }

  @Test func aBareTableGetsNothingFromUIKit() throws {
    // A UITableView in a plain view controller: no inset; only UIScrollView's own scroll, into
    // bounds the keyboard does not shrink — row 10 is inside 0 … 480 already.
    let simulator = try Self.run("focus 10", "none", container: .tableView)
    #expect(simulator.report.state.contentInset.bottom == 0)
    #expect(simulator.offsetY == 0)
  }

  @Test func aShowBeforeTheNextTurnCancelsTheHidesAdjustment() throws {
    // Dismiss, then focus again before the run loop turns: the pending adjustment is dropped and
    // the overlap is unchanged, so the inset stays 216 and nothing moves.
    var simulator = try Self.run("focus 10", "none")
    simulator.dismiss()
    simulator.focus(9)
    simulator.settle()
    #expect(simulator.world.contentInset.bottom == 216)
    #expect(simulator.offsetY == 211)
  }

  @Test func theHardwareKeyboardPostsNothingSoNothingMoves() throws {
    let simulator = try simulate(
      "focus 10", strategy: "none", layout: Self.rows(), hardwareKeyboard: true)
    #expect(simulator.report.state.contentInset.bottom == 0)
    #expect(simulator.offsetY == 0)
  }
}
