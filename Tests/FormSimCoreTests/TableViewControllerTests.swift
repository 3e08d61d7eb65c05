import Testing

@testable import FormSimCore

/// UIKit's keyboard handling for a `UITableViewController` (`Simulator+TableViewController`),
/// alone (`none`) and added to two libraries' (IQKeyboardManager, which stands aside there, and
/// TPKeyboardAvoiding), with figures worked out by hand.
///
/// The form: twenty static cells 44 pt tall from y = 0 (content height 880), each holding a
/// 31-pt field at (16, 44i + 6.5), 288 wide. Row 10's cell is 396…440 and its field 402.5…433.5;
/// row 12's cell 484…528, field 490.5…521.5; row 15's cell 616…660, field 622.5…653.5.
@Suite struct TableViewControllerTests {
  static func rows(_ container: ScrollContainer = .tableViewController) -> Layout {
    Layout(
      name: "rows",
      fields: (0..<20).map { row in
        let y = 44 * Double(row)
        return .init(
          label: "Row \(row + 1)", frame: Rect(x: 16, y: y + 6.5, width: 288, height: 31),
          cell: container.isTable ? Rect(x: 0, y: y, width: 320, height: 44) : nil)
      }, contentHeight: 880, container: container)
  }

  static func run(
    _ script: String, _ strategy: String, device: DeviceProfile = .iphone4,
    container: ScrollContainer = .tableViewController
  ) throws -> Simulator {
    try simulate(script, strategy: strategy, layout: rows(container), device: device)
  }

  // MARK: none, iPhone 4 (320 × 480, keyboard 216, no safe area)

  @Test func noneOnTheIPhone4() throws {
    // The table fills the window; the keyboard (0, 264, 320, 216) covers 216 of it: the bottom
    // inset goes 0 → 216. Visible: offset 0 … 0 + 480 − 216 = 264; row 10's cell ends at 440,
    // below it, so scrollToRow(.none) puts the cell's bottom at the visible bottom:
    // 440 − 480 + 216 = 176 (within 0 … 880 + 216 − 480 = 616). The field is then at
    // 402.5 − 176 = 226.5 on screen, its bottom 257.5, 264 − 257.5 = 6.5 above the keyboard.
    var simulator = try Self.run("focus 10", "none")
    var report = simulator.report
    #expect(report.state.contentOffset.y == 176)
    #expect(report.state.contentInset.bottom == 216)
    #expect(report.state.scrollIndicatorInsets.bottom == 216)
    #expect(report.field?.frameInWindow.minY == 226.5)
    #expect(report.field?.gapToKeyboard == 6.5)
    #expect(report.field?.visibleFraction == 1)

    // Row 12 with the keyboard up: the overlap is still 216, so the controller does nothing;
    // UIScrollView's own scrolling brings the field, not its cell, into the inset bounds
    // 176 … 176 + 264 = 440: 521.5 − 480 + 216 = 257.5, the field's bottom on the keyboard's top.
    simulator = try Self.run("focus 10; focus 12", "none")
    report = simulator.report
    #expect(report.state.contentOffset.y == 257.5)
    #expect(report.state.contentInset.bottom == 216)
    #expect(report.field?.gapToKeyboard == 0)

    // Dismissed: on the next run-loop turn the inset loses the 216 it gained; 257.5 is within
    // 0 … 880 − 480 = 400, so the offset stays.
    simulator = try Self.run("focus 10; focus 12; dismiss", "none")
    #expect(simulator.report.state.contentInset.bottom == 0)
    #expect(simulator.report.state.scrollIndicatorInsets.bottom == 0)
    #expect(simulator.offsetY == 257.5)
  }

  @Test func rotationChangesTheInsetByTheOverlapsDifference() throws {
    // Landscape: the table is 480 × 320, the keyboard (0, 158, 480, 162) covers 162 of it: the
    // inset changes by 162 − 216 = −54, to 162. Visible from 176: 176 … 176 + 320 − 162 = 334;
    // the cell ends at 440: 440 − 320 + 162 = 282. The field is at 402.5 − 282 = 120.5, its
    // bottom 151.5, 158 − 151.5 = 6.5 above the keyboard.
    let simulator = try Self.run("focus 10; rotate", "none")
    #expect(simulator.report.state.contentInset.bottom == 162)
    #expect(simulator.offsetY == 282)
    #expect(simulator.report.field?.gapToKeyboard == 6.5)
  }

  // MARK: none, iPhone 15 (393 × 852, safe area 59 / 34, keyboard 335)

  @Test func noneOnTheIPhone15() throws {
    // At rest the table sits at −59 (its automatic top inset). The keyboard (0, 517, 393, 335)
    // covers 335 of the table's frame, home-indicator strip included: contentInset.bottom 335,
    // and with the automatic 34 the adjusted bottom inset is 369. Visible from −59:
    // −59 + 59 = 0 … −59 + 852 − 369 = 424; row 15's cell ends at 660:
    // 660 − 852 + 369 = 177 (within −59 … 880 + 369 − 852 = 397). The field is at
    // 622.5 − 177 = 445.5, its bottom 476.5: 517 − 476.5 = 40.5 above the keyboard, the cell's
    // 6.5 and the safe area's 34 counted twice.
    var simulator = try Self.run("focus 15", "none", device: .iphone15)
    let report = simulator.report
    #expect(report.state.contentInset.bottom == 335)
    #expect(report.state.adjustedContentInset.bottom == 369)
    #expect(report.state.contentOffset.y == 177)
    #expect(report.field?.frameInWindow.minY == 445.5)
    #expect(report.field?.gapToKeyboard == 40.5)

    // Dismissed: the inset goes back to 0; the offset's end is now 880 + 34 − 852 = 62, and
    // 177 lies past it, so the table pulls it back to 62.
    simulator = try Self.run("focus 15; dismiss", "none", device: .iphone15)
    #expect(simulator.report.state.contentInset.bottom == 0)
    #expect(simulator.offsetY == 62)
  }

  // MARK: IQKeyboardManager: a UITableViewController is one of its disabled classes

  @Test(arguments: [
    (DeviceProfile.iphone4, "focus 10; focus 12; dismiss"),
    (DeviceProfile.iphone15, "focus 15; dismiss"),
  ])
  func iqKeyboardManagerStandsAside(device: DeviceProfile, script: String) throws {
    // Every settled state is the one UIKit alone gives (the two tests above): 176, 257.5 and
    // 257.5 on the iPhone 4; 177 and 62 on the iPhone 15 — no extra 10-pt distance, no root
    // view move, no inset of its own.
    func atRest(_ strategy: String) -> Simulator {
      Simulator(
        settings: SimulationSettings(layout: Self.rows(), device: device, strategy: strategy))
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
    // moveUp = Int(433.5 − (480 − 226)) = Int(179.5) = 179, all taken by the scroll view
    // (179 < the field's top 402.5), and the bottom inset is 226 — where the table-view
    // controller gave 176 and 216.
    let simulator = try Self.run("focus 10", "iqkeyboardmanager", container: .scrollView)
    #expect(simulator.offsetY == 179)
    #expect(simulator.report.state.contentInset.bottom == 226)
  }

  // MARK: TPKeyboardAvoiding: its inset and UIKit's meet

  @Test func tpKeyboardAvoidingOnTheIPhone4() throws {
    // Show. TPKeyboardAvoiding sees will-change-frame first and keeps the prior inset 0; at
    // will-show UIKit insets the table by 216 and scrolls to 176 (as with none). 0.01 s later
    // TPKeyboardAvoiding *sets* the inset to 216 − max(480 − (176 + 480), 0) = 216 — the same,
    // not twice — and centres the 20-pt caret (408 … 428) in 480 − 216 = 264:
    // 408 − (264 − 20) / 2 = 286. The field is at 402.5 − 286 = 116.5, 264 − 147.5 = 116.5 above
    // the keyboard.
    var simulator = try Self.run("focus 10", "tpkeyboardavoiding")
    #expect(simulator.offsetY == 286)
    #expect(simulator.report.state.contentInset.bottom == 216)
    #expect(simulator.report.field?.gapToKeyboard == 116.5)

    // Hide. TPKeyboardAvoiding restores its prior inset, 0; on the next run-loop turn UIKit takes
    // its 216 off that: −216 (radar 13984333's "negative on a hide"), so the end is
    // 880 − 216 − 480 = 184 and the offset 286 is pulled back to it. 0.01 s after the
    // will-change-frame, TPKeyboardAvoiding's show block runs on the hidden keyboard (a zero
    // rectangle): inset 0 − max(0 − (184 + 480), 0) = 0. The form ends at 184, not at 286.
    simulator.dismiss()
    simulator.advance(by: 0.005)
    #expect(simulator.world.contentInset.bottom == -216)
    #expect(simulator.offsetY == 184)
    simulator.settle()
    #expect(simulator.world.contentInset.bottom == 0)
    #expect(simulator.world.scrollIndicatorInsets.bottom == 0)
    #expect(simulator.offsetY == 184)
  }

  @Test func tpKeyboardAvoidingOnTheIPhone15() throws {
    // Show: UIKit insets by 335 and scrolls to 177 (as with none); TPKeyboardAvoiding's
    // keyboard rectangle, taken at offset −59, is (0, 458, 393, 335): inset
    // 335 − max(793 − (177 + 852), 0) = 335. It centres the caret (628 … 648) in
    // 852 − 335 = 517 (contentInset, not the adjusted one): 628 − (517 − 20) / 2 = 379.5, clamped
    // to 880 − 517 = 363. The field is at 622.5 − 363 = 259.5, 517 − 290.5 = 226.5 above the
    // keyboard.
    var simulator = try Self.run("focus 15", "tpkeyboardavoiding", device: .iphone15)
    #expect(simulator.offsetY == 363)
    #expect(simulator.report.state.contentInset.bottom == 335)
    #expect(simulator.report.field?.gapToKeyboard == 226.5)

    // Hide: 0 − 335 = −335; the end, 880 + (−335 + 34) − 852 = −273, is above the top, so the
    // range is only −59: the offset is pulled back to the top. TPKeyboardAvoiding's late show
    // block sets the inset to 0 again.
    simulator = try Self.run("focus 15; dismiss", "tpkeyboardavoiding", device: .iphone15)
    #expect(simulator.report.state.contentInset.bottom == 0)
    #expect(simulator.offsetY == -59)
  }

  // MARK: Order

  @Test func theStrategyRunsFirstAndTheInsetsAddUp() throws {
    // `reference` sets the bottom inset to the overlap, 216, and scrolls the field plus 10 pt
    // above the keyboard: 433.5 + 10 − 264 = 179.5. UIKit, told after it, adds its own 216: 432.
    // Visible from 179.5: … 179.5 + 480 − 432 = 227.5; the cell (… 440) is scrolled to
    // 440 − 480 + 432 = 392, its field to 402.5 − 392 = 10.5, under the status bar. Had UIKit
    // run first, reference's assignment would have left 216.
    var simulator = try Self.run("focus 10", "reference")
    #expect(simulator.report.state.contentInset.bottom == 432)
    #expect(simulator.offsetY == 392)
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
    #expect(simulator.offsetY == 176)
  }

  @Test func theHardwareKeyboardPostsNothingSoNothingMoves() throws {
    let simulator = try simulate(
      "focus 10", strategy: "none", layout: Self.rows(), hardwareKeyboard: true)
    #expect(simulator.report.state.contentInset.bottom == 0)
  }
}
