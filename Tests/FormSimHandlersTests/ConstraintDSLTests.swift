import FormSimCore
import FormSimHandlers
import Testing

/// SnapKit's constraint DSL on the scroll view, and Masonry's read as it: the bottom edge it
/// describes moves the scroll view's bottom as the constraint `--bind NAME=-scroll.bottom` does. The twelve-field form on
/// iPhone 4: the root view 480 tall, the keyboard 216 tall with its top at 264, field 10 at
/// 470–501 in a 620-tall content view.
///
/// Before, `snp` and `mas_…` were code FormSim knew nothing of: each of these ran with the scroll view
/// unmoved, UIKit scrolling field 10 into the whole 480: 501 - 480 = 21 with the keyboard up and
/// down.
@Suite struct ConstraintDSLTests {
  /// Field 10 focused then dismissed: the scroll view lifted 216 and field 10 scrolled into its
  /// 480 - 216 = 264: 501 - 264 = 237; then laid out 480 tall again, the offset past the
  /// content's end pulled back to it: 620 - 480 = 140.
  private func expectLiftAndReturn(_ fixture: HandlerFixture) throws {
    try fixture.expectLiftingFieldTen(lift: 216, offset: 237, dismissed: 0, offsetDismissed: 140)
  }

  @Test func anUpdatedBottomCountsFromTheConstantItWasMadeWith() throws {
    // Made 44 above the safe area's bottom (the layout file's frame stands for it); updated to
    // -44 - 216 = -260 when the keyboard covers 480 - 264 = 216: 216 below the made constant, a
    // lift of 216, not 260 (which would have scrolled to 501 - 220 = 281). The frame's return
    // to 480 covers 0: -44, the made constant, no lift.
    try expectLiftAndReturn(try HandlerFixture("SnapKitBottomFromToolbar.swift"))
  }

  @Test func aStoredConstraintMovesByUpdateOffset() throws {
    // `make.bottom.equalTo(view.snp.bottom).constraint`, made at 0; `update(offset: -216)` on
    // will-show, `update(offset: 0)` on will-hide, each laid out inside an animation.
    try expectLiftAndReturn(try HandlerFixture("SnapKitStoredConstraint.swift"))
  }

  @Test func aRemadeBottomInsetLiftsByTheInset() throws {
    // `inset(216)` of a bottom edge is a constant of -216; `edges.equalToSuperview()` on
    // will-hide puts the bottom back at 0. The other edges remade are the layout file's.
    let fixture = try HandlerFixture("SnapKitRemakeInset.swift", bind: [("container", "scroll")])
    try expectLiftAndReturn(fixture)
  }

  @Test func anOffsetFromTheAppsOwnCodeStopsTheHandlerAtItsLine() throws {
    // `-height - AppTheme.shared.keyboardSpacing`: the figure is unknown where SnapKit writes it.
    let fixture = try HandlerFixture(
      "SnapKitOffsetFromAppCode.swift", bind: [("resultsScroll", "scroll")])
    let simulator = try fixture.simulator(after: "focus 10")
    let stop = try #require(simulator.world.handlerCrash)
    #expect(
      stop.contains(
        "SnapKitOffsetFromAppCode.swift:18:13: 'offset' takes a value from"
          + " 'AppTheme.shared.keyboardSpacing'"), "\(stop)")
    #expect(simulator.world.scrollViewBottomLift == 0)
  }

  @Test func masonrysUpdatedBottomCountsFromTheOffsetItWasMadeWith() throws {
    // Made 49 above the root view's bottom (`with` is the description itself); updated on
    // will-show to -49 - 216 = -265, 216 below the made constant: a lift of 216. On will-hide
    // `mas_equalTo(-49)`, Masonry's boxed number, is the made constant again: no lift.
    try expectLiftAndReturn(try HandlerFixture("MasonryUpdateBottom.m"))
  }

  @Test func aKeptMasonryConstraintMovesByItsOffset() throws {
    // `self.formBottom = make.bottom.equalTo(self.view)`: the description kept after its
    // relation is the constraint, made at 0. Will-change-frame sets `offset` to -(480 - 264) =
    // -216 with the keyboard up and -(480 - 480) = 0 once it is down.
    try expectLiftAndReturn(try HandlerFixture("MasonryKeptConstraint.m"))
  }

  @Test func rxKeyboardsSkippedFirstValueIsTheOneItHoldsWhenSubscribed() throws {
    // `visibleHeight.skip(1)`: the 0 the driver hands the subscription at once is skipped, so
    // the start describes no bottom; focus 10, will-change-frame: 480 - 264 = 216, `inset(216)`
    // of the bottom is a constant of -216 (one line: the closure applies its description once,
    // when it returns); dismiss: 0, and will-hide's same frame is no new value. Before, `skip`
    // was opaque and the subscription never ran: 21 throughout.
    let fixture = try HandlerFixture("RxKeyboardSkipSnapKit.swift")
    var simulator = Simulator(settings: fixture.settings())
    let constant = "L27 the -scroll.bottom constraint's constant ="
    #expect(!simulator.takeHandlerLines().contains { $0.hasPrefix(constant) })
    simulator.focus(9)
    #expect(simulator.takeHandlerLines().filter { $0.hasPrefix(constant) } == [constant + " -216"])
    try expectLiftAndReturn(fixture)
  }

  @Test func removeDuplicatesDropsTheSecondOfTwoEqualHeights() throws {
    // Will-change-frame then will-show, each 480 - 264 = 216: the offset, 0, is pushed up once,
    // to 216 (with both, 432); field 10 at 470-501 is inside 216-480+216 = 696, so UIKit does
    // not scroll. Dismissed: 480 - 480 = 0, a new height, added: 216 stays. Before,
    // `removeDuplicates` was opaque, and so the whole subscription: 21 with the keyboard up,
    // UIKit's own scroll, and down.
    let fixture = try HandlerFixture(
      "CombineRemoveDuplicatesOffset.swift", bind: [("notesScroll", "scroll")])
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentOffset.y == 216)
    try simulator.play("dismiss")
    #expect(simulator.world.contentOffset.y == 216)
  }

  @Test func aConstraintTheScreensViewClassKeepsMovesWhenItsMethodIsCalled() throws {
    // `view = PaymentRootView()` in loadView: UIView's `init()` runs the class's designated
    // `init(frame: .zero)` on the root view, which makes the scroll view's bottom at 0 and keeps
    // it; will-change-frame hands the view 480 - 264 = 216, `update(offset: -216)`. Before,
    // the initialiser did not run, the kept constraint was nil, and nothing moved (21).
    try expectLiftAndReturn(try HandlerFixture("LoadViewRootConstraint"))
  }

  @Test func masonrysMacrosTakeArgumentsThatCompute() throws {
    // `mas_equalTo([UIScreen mainScreen].bounds.size.height - 64)` on the header, a view FormSim
    // does not draw, runs; `make.bottom.mas_offset(-(CGRectGetHeight(frame) - 6))`, the bottom
    // with no relation (the superview's), -(216 - 6) = -210: a lift of 210, the scroll view
    // 480 - 210 = 270 tall, field 10 scrolled to 501 - 270 = 231; `mas_equalTo(0)` on hide,
    // back to 480, the offset pulled back to 620 - 480 = 140. Before, an operator inside a
    // macro's argument could not be read, and `mas_offset` without a relation was opaque.
    try HandlerFixture("MasonryMacroArguments.m").expectLiftingFieldTen(
      lift: 210, offset: 231, dismissed: 0, offsetDismissed: 140)
  }

  @Test func aViewClassAloneBuiltInCodeRunsItsInitFrame() throws {
    // The file is the view class alone, its `init(coder:)` calling UIKit's and what
    // `init(frame:)` calls too: code made the screen's view, with `init(frame:)`, which makes
    // the scroll view's bottom at 0 and registers the observers. Will-show: `offset(-216)`, a
    // lift of 216; will-hide: 0. Before, `init(coder:)` ran, as for a view a storyboard makes,
    // and no observer was registered.
    try expectLiftAndReturn(try HandlerFixture("ViewClassBuiltInCodeAlone.swift"))
  }

  @Test func aConstraintClassAloneIsTheScrollViewsBottomConstraint() throws {
    // The file is an `NSLayoutConstraint` subclass alone, woken from the nib on the scroll
    // view's bottom constraint to the bottom layout guide (`scroll.bottom`: a positive constant
    // lifts): it rests at 0; will-change-frame covers 480 - 264 = 216, the constant 0 + 216;
    // the keyboard down, 0. Before, the class ran as a helper object of its own and its
    // constant moved nothing: 21 throughout.
    try expectLiftAndReturn(try HandlerFixture("KeyboardConstraintClassAlone.swift"))
  }

  @Test func anObjectiveCConstraintClassAloneReadsItsOwnProperties() throws {
    // `BottomKeyboardConstraint : NSLayoutConstraint` with its header: `awakeFromNib` keeps the
    // resting constant 0 in an instance variable and sets `self.keyboardGap` to 10; will-show:
    // 0 + 216 + 10 = 226, the scroll view 480 - 226 = 254 tall, field 10 scrolled to
    // 501 - 254 = 247; will-hide: 0, the offset pulled back to 620 - 480 = 140. Before, the
    // class ran as a helper object and its constant moved nothing: 21.
    try HandlerFixture("ObjCKeyboardConstraintClass").expectLiftingFieldTen(
      lift: 226, offset: 247, dismissed: 0, offsetDismissed: 140)
  }

  @Test func aConstraintClassCallsItsOwnMethodsAndLaysOutItsItemsSuperview() throws {
    // `self.animateLayout(_:)`, the class's own method called through `self`, sets the constant
    // 0 + 216 inside `UIView.animate` and lays out the superview of `secondItem`, the scroll
    // view (`firstItem`, the bottom layout guide, is no view): a lift of 216; will-hide, 0.
    // Before, the class ran as a helper object and nothing moved (21).
    try expectLiftAndReturn(try HandlerFixture("ConstraintClassLaysOutItsItem.swift"))
  }
}
