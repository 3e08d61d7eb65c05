import Testing

@testable import FormSimCore

/// Verdicts of `check` on the built-in `long` form: 24 text fields, 31 pt tall, stacked at
/// y = 20 + 50k (k = 0…23), so field n (1-based) spans 20 + 50(n−1) … 51 + 50(n−1) and the
/// content is 1201 + 20 = 1221 pt tall.
@Suite struct LayoutCheckTests {
  private func run(
    _ strategies: [String], devices: [DeviceProfile] = [.iphone4],
    orientations: [Orientation] = Orientation.allCases, layout: Layout = .long
  ) -> LayoutCheckReport {
    LayoutCheck(
      layout: layout, devices: devices, orientations: orientations, strategies: strategies
    ).run()
  }

  private func summary(
    _ report: LayoutCheckReport, _ device: String, _ orientation: Orientation, _ strategy: String
  ) -> CheckGroupSummary? {
    report.summaries.first {
      $0.group.device.name == device && $0.group.orientation == orientation
        && $0.group.strategy == strategy
    }
  }

  private func check(_ report: LayoutCheckReport, field: Int) -> FieldCheck {
    report.checks.first { $0.field == field }!
  }

  @Test func noneFailsTheFieldsBelowTheKeyboardTop() throws {
    // iPhone 4 portrait: keyboard top = 480 − 216 = 264. Field n's bottom is 51 + 50(n−1):
    // field 5 ends at 251 ≤ 264 (gap 13), field 6 ends at 301 > 264 (gap −37), and every
    // later field is lower still. UIKit scrolls a field that is below the window into the
    // bounds (no inset: 0…480), so fields 10–24 end on the window's bottom: field 24
    // (1170…1201) at offset 1201 − 480 = 721, gap 264 − 480 = −216.
    let report = run(["none"], orientations: [.portrait])
    #expect(report.checks.count == 24)
    #expect(report.failedCount == 19)
    let group = try #require(summary(report, "iphone4", .portrait, "none"))
    #expect(group.failingFields == Array(6...24))
    #expect(group.worstFailingGap == -216)
    #expect(check(report, field: 5).fromRest.gapToKeyboard == 13)
    #expect(check(report, field: 6).fromRest.gapToKeyboard == -37)
    #expect(check(report, field: 6).fromRest.visibleFraction == 0)
    // Without an inset the scroll range ends at 1221 − 480 = 741: the band shows content down
    // to 741 + 264 = 1005 < 1201, so the last fields cannot be scrolled into view.
    #expect(check(report, field: 1).fromRest.othersReachable == false)
    // UIKit's scroll is animated: no frame carries the 721 points at once.
    #expect(check(report, field: 24).fromRest.largestJump < 100)
    #expect(!report.passed)
  }

  @Test func referencePassesOnEveryDeviceAndOrientationButTheIPhone15InPortrait() {
    let report = run(["reference"], devices: DeviceProfile.checkDefaults)
    #expect(report.checks.count == 4 * 2 * 24)
    for group in report.summaries
    where !(group.group.device == .iphone15 && group.group.orientation == .portrait) {
      #expect(group.passed, "\(group.group.device.name) \(group.group.orientation)")
      #expect(group.othersUnreachable.isEmpty)
      #expect(group.offsetNotRestored.isEmpty)
      #expect(group.pushedAboveStatusBar.isEmpty)
    }
    // A low field ends exactly `margin` (10 pt) above the keyboard.
    let iphone4 = report.checks.filter { $0.device == "iphone4" && $0.orientation == .portrait }
    #expect(iphone4[23].fromRest.gapToKeyboard == 10)
    #expect(iphone4[23].fromPrevious?.gapToKeyboard == 10)
  }

  @Test func theIPhone15SafeAreaInsetKeepsTheFirstFieldBelowTheStatusBar() throws {
    // The iPhone 15's scroll view adds its 59-pt safe area to the top inset and rests at offset
    // −59, so field 1 (20…51) shows at 79…110, below the status bar. Keyboard top
    // 852 − 335 = 517: gap 517 − 110 = 407. Field 10 (470…501) would show at 529…560, under
    // the keyboard: the reference strategy scrolls to 501 + 10 − 517 = −6.
    let report = run(["reference", "none"], devices: [.iphone15], orientations: [.portrait])
    let reference = try #require(summary(report, "iphone-15", .portrait, "reference"))
    #expect(reference.passed)
    let first = try #require(
      report.checks.first { $0.strategy == "reference" && $0.field == 1 })
    #expect(first.fromRest.visibleFraction == 1)
    #expect(first.fromRest.gapToKeyboard == 407)
    let none = try #require(summary(report, "iphone-15", .portrait, "none"))
    #expect(none.failingFields == Array(10...24))
  }

  @Test func viewTransformFailsInLandscapeWithItsIPhone4Constants() throws {
    // Landscape iPhone 4: window 480 × 320, keyboard top 320 − 162 = 158. The seed shifts a
    // field whose top is below 216 + 5 = 221 so that its top lands on 221 (bottom 252, gap
    // 158 − 252 = −94); fields at or above 221 are left alone, and of those only fields 1–3
    // (bottoms 51, 101, 151) clear 158 — field 4 (170…201) is already under the keyboard.
    // Field 10 (470…501) is below the 320-pt window: the seed shifts by 221 − 470 = −249,
    // then UIKit scrolls it into the bounds, offset 501 − 320 = 181, so it ends at
    // 470 − 181 − 249 = 40…71, gap 158 − 71 = 87: it passes. Fields 11–24 go above 20.
    let report = run(["view-transform"], orientations: [.landscape])
    let group = try #require(summary(report, "iphone4", .landscape, "view-transform"))
    #expect(group.failingFields == Array(4...9) + Array(11...24))
    #expect(check(report, field: 10).fromRest.gapToKeyboard == 87)
    #expect(check(report, field: 4).fromRest.gapToKeyboard == -43)
    #expect(check(report, field: 6).fromRest.gapToKeyboard == -94)
    #expect(check(report, field: 3).passed)
  }

  @Test func viewTransformPassesFromRestInPortraitButUnderShiftsTheNextField() throws {
    // Portrait: the field's top lands on 221, bottom 252, gap 264 − 252 = 12 — it passes from
    // rest. From the previous field, the position is read through the transform (y = 271) but
    // the new shift is set absolutely (221 − 271 = −50), so field n sits at 20 + 50(n−2).
    // Fields 10–24 start below the window, and UIKit scrolls each into the bounds after the
    // seed's shift, which was worked out from where it was: field 12 (570…601) shifts by
    // 221 − 570 = −349 and scrolls to 601 − 480 = 121, so it ends at 570 − 121 − 349 = 100…131
    // (gap 133, and field 12 passes from the previous field too, at 83); field 14 (670…701)
    // ends at 670 − 221 − 449 = 0…31, under the status bar.
    let report = run(["view-transform"], orientations: [.portrait])
    let group = try #require(summary(report, "iphone4", .portrait, "view-transform"))
    #expect(report.checks.allSatisfy { $0.field >= 14 || $0.fromRest.isFullyVisible })
    #expect(check(report, field: 6).fromRest.gapToKeyboard == 12)
    #expect(check(report, field: 12).fromRest.gapToKeyboard == 133)
    #expect(check(report, field: 14).fromRest.pushedAboveStatusBar)
    #expect(group.failingFields == Array(7...11) + Array(14...24))
    #expect(group.failingOnlyFromPrevious == Array(7...11))
    // Field 7 from field 6: window y = 320 − 50 = 270, bottom 301, gap −37.
    #expect(check(report, field: 7).fromPrevious?.gapToKeyboard == -37)
  }

  @Test func contentHeightFailsTheSecondFieldItIgnores() throws {
    // From rest field 7 (320…351): distanceToBottom = 480 − 320 − 31 = 129, collapse =
    // 216 − 129 = 87, offset = 92: bottom at 351 − 92 = 259, gap 5 — it passes. From field 6
    // (offset 42 = 216 − 179 + 5), the re-posted will-show is ignored while the seed holds a
    // height, so field 7 stays at 320 − 42 = 278…309: gap 264 − 309 = −45.
    let report = run(["content-height"], orientations: [.portrait])
    let group = try #require(summary(report, "iphone4", .portrait, "content-height"))
    let seven = check(report, field: 7)
    #expect(seven.fromRest.gapToKeyboard == 5)
    #expect(seven.fromRest.isFullyVisible)
    #expect(seven.fromPrevious?.gapToKeyboard == -45)
    #expect(group.failingFields == Array(6...24))
    #expect(group.failingOnlyFromPrevious == Array(6...24))
    // Dismissing restores the offset saved at the *second* shouldBeginEditing (42), not 0.
    #expect(seven.fromRest.restoresOffset)
    #expect(seven.fromPrevious?.restoresOffset == false)
  }

  @Test func scrollOffsetJumpsWithoutAnimation() {
    // Field 24 from rest: cp.y = 1170 + 31 = 1201 > sh − kh = 460 − 216 = 244, so the seed
    // sets the offset to 957 in one frame when keyboardDidShow arrives. UIKit's own animated
    // scroll towards 1201 − 480 = 721 has almost ended by then (716.7), so the jump is
    // 957 − 716.7 = 240.3: at least 957 − 721 = 236.
    let report = run(["scroll-offset"], orientations: [.portrait])
    let jump = check(report, field: 24).fromRest.largestJump
    #expect(jump >= 236 && jump < 241)
    #expect(check(report, field: 24).fromRest.gapToKeyboard == 20)
  }

  @Test func theFirstFieldHasNoPreviousRun() {
    let report = run(["reference"], orientations: [.portrait])
    #expect(check(report, field: 1).fromPrevious == nil)
    #expect(check(report, field: 2).fromPrevious != nil)
  }

  @Test func parallelAndSerialRunsGiveTheSameReport() {
    var check = LayoutCheck(
      layout: .long, devices: [.iphone4, .ipad], strategies: StrategyCatalog.names)
    check.chunkSize = 5
    check.concurrency = 1
    let serial = check.run()
    check.concurrency = 3
    let parallel = check.run()
    var calls = 0
    let withProgress = check.run { done, total in
      calls += 1
      #expect(done <= total)
    }
    #expect(serial == parallel)
    #expect(serial == withProgress)
    #expect(calls >= 1)
    #expect(serial.checks.count == 2 * 2 * StrategyCatalog.names.count * 24)
  }

  @Test func reachabilityUsesTheScrollRangeAndTheVisibleBand() {
    // Content 20…1201 with fields at most 31 tall; window 480, status bar 20, keyboard top 264.
    let extent = ContentExtent(minY: 20, maxY: 1201, maxHeight: 31)
    var state = ViewState(
      windowSize: Size(width: 320, height: 480), statusBar: 20, contentOffset: .zero,
      contentInset: .zero, automaticInset: .zero, scrollIndicatorInsets: .zero, contentHeight: 1221,
      rootTransform: .identity, keyboardFrame: Rect(x: 0, y: 264, width: 320, height: 216))
    // No inset: offsets 0…741 show content 20…1005.
    #expect(!extent.isReachable(in: state))
    // Inset by the keyboard: offsets 0…957 show content 20…1221.
    state.contentInset.bottom = 216
    #expect(extent.isReachable(in: state))
    // A root view shifted up by 50 hides the top 50 pt for good.
    state.rootTransform = Translation(tx: 0, ty: -50)
    #expect(!extent.isReachable(in: state))
    // A field taller than the band (20…264) can never be seen whole.
    state.rootTransform = .identity
    #expect(!ContentExtent(minY: 20, maxY: 300, maxHeight: 250).isReachable(in: state))
  }

  @Test func jsonKeepsItsKeysInOrder() throws {
    let report = run(["reference"], orientations: [.portrait], layout: .signUp)
    let json = report.json()
    guard case .object(let top) = json else { throw CheckError.notAnObject }
    #expect(top.map(\.0) == ["layout", "fields", "checks", "summary"])
    guard case .array(let checks) = json["checks"], case .object(let first) = checks[1] else {
      throw CheckError.notAnObject
    }
    #expect(
      first.map(\.0) == [
        "device", "orientation", "strategy", "field", "passed", "fromRest", "fromPrevious",
      ])
    guard case .object(let rest) = checks[1]["fromRest"] else { throw CheckError.notAnObject }
    #expect(
      rest.map(\.0) == [
        "visibleFraction", "gapToKeyboard", "pushedAboveStatusBar", "othersReachable",
        "restoresOffset", "largestJump",
      ])
    #expect(checks[0]["fromPrevious"] == .null)
    #expect(json["summary"]?["checks"] == .int(5))
    #expect(json["summary"]?["failed"] == .int(0))
  }

  private enum CheckError: Error { case notAnObject }
  /// A field off the window's side is hidden even with no keyboard over it. On a 320-pt iPhone 4
  /// in portrait, a field at x = 500 shows 0 of its 100 pt width; one at x = 270 shows
  /// (320 − 270) / 100 = 50%. Both sit high (y = 100 and 150, bottoms 131 and 181, above the
  /// keyboard's top at 264), so only the sides hide them.
  @Test func aFieldOffTheSideIsNotVisible() throws {
    let layout = Layout(
      name: "side",
      fields: [
        .init(label: "A"),
        .init(label: "Off", frame: Rect(x: 500, y: 100, width: 100, height: 31)),
        .init(label: "Half", frame: Rect(x: 270, y: 150, width: 100, height: 31)),
      ])
    let report = run(["reference"], orientations: [.portrait], layout: layout)
    #expect(check(report, field: 1).passed)
    #expect(check(report, field: 2).fromRest.visibleFraction == 0)
    #expect(check(report, field: 2).fromRest.leavesWindowSides)
    #expect(check(report, field: 3).fromRest.visibleFraction == 0.5)
    #expect(!report.passed)
    let group = try #require(summary(report, "iphone4", .portrait, "reference"))
    #expect(group.failingFields == [2, 3])
    #expect(group.failureCause == .offSide)
  }

  /// Fields 2 and 3 share y = 100…111 (field 2 spans 80–111, field 3 100–131). Field 4
  /// (y = 112–143) starts below field 2 and beside field 3 (x = 160, where field 3 ends): it
  /// touches field 3 without overlapping. The stacked field 1 (y = 20–51) is above them all.
  @Test func overlappingFieldsAreWarnedAbout() {
    let layout = Layout(
      name: "overlap",
      fields: [
        .init(label: "A"),
        .init(label: "B", frame: Rect(x: 20, y: 80, width: 280, height: 31)),
        .init(label: "C", frame: Rect(x: 20, y: 100, width: 140, height: 31)),
        .init(label: "D", frame: Rect(x: 160, y: 112, width: 140, height: 31)),
      ])
    let check = LayoutCheck(layout: layout, devices: [.iphone4], strategies: ["reference"])
    #expect(check.overlapWarnings() == ["fields 2 and 3 overlap"])
    #expect(LayoutCheck(layout: .long, strategies: ["reference"]).overlapWarnings().isEmpty)
  }
}
