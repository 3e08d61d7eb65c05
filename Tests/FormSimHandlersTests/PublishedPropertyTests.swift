import FormSimCore
import Testing

@testable import FormSimHandlers

/// Combine's `@Published` properties: `$name` publishes each value written, from the
/// property's `willSet`, and hands a new subscriber the value it holds.
@Suite struct PublishedPropertyTests {
  @Test func aHelpersPublishedHeightInsetsTheScreensScrollView() throws {
    // The helper's will-show sink writes `height = 216`; its publisher hands 216 to the
    // screen's sink at once, inset and indicators 216, and UIKit's scroll after will-show puts
    // field 10's bottom at 480 − 216 = 264: offset 501 − 264 = 237. Will-hide writes 0: inset
    // 0, the offset left at 237 (an inset's change alone moves no offset). (`keyboard.$height`
    // was opaque and the sink never ran: UIKit's own 501 − 480 = 21, inset 0.)
    let fixture = try HandlerFixture(
      "PublishedHelperHeight.swift", bind: [("formScroll", "scroll")])
    #expect(!fixture.warningLines.contains { $0.contains("$height") }, "\(fixture.warningLines)")
    try fixture.expectBottomInset(216, offset: 237)
    let simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.scrollIndicatorInsets.bottom == 216)
  }

  @Test func theScreensOwnPublishedHeightMovesItsConstraint() throws {
    // `dropFirst()` drops the 0 the publisher hands the sink as it subscribes in viewDidLoad;
    // will-show's `keyboardHeight = 216` reaches the sink: the constant 216 lifts the scroll
    // view's bottom, 480 − 216 = 264 tall, and UIKit scrolls field 10 into it as its frame
    // changes: 501 − 264 = 237. Will-hide's 0 lets it grow back to 480, which pulls the
    // offset back to its end, 620 − 480 = 140. (Nothing ran, without a warning: 21 → 21.)
    let fixture = try HandlerFixture(
      "PublishedScreenHeight.swift",
      bind: [("formBottom", "scroll.bottom"), ("scrollView", "scroll")])
    try fixture.expectLiftingFieldTen(lift: 216, offset: 237, offsetDismissed: 140)
  }

  @Test func aSubscriptionIsHandedTheValueThePropertyHolds() throws {
    // The helper's subscription, made in viewDidLoad, is handed the 0 its `height` holds at
    // once: line 37 writes the inset before any keyboard. The screen's `dropFirst()` drops
    // that 0: its constant is not written until will-show.
    var helper = try HandlerFixture("PublishedHelperHeight.swift", bind: [("formScroll", "scroll")])
      .simulator(after: "")
    #expect(helper.takeHandlerLines().contains("L37 self.formScroll.contentInset.bottom = 0"))
    var screen = try HandlerFixture(
      "PublishedScreenHeight.swift",
      bind: [("formBottom", "scroll.bottom"), ("scrollView", "scroll")]
    ).simulator(after: "")
    #expect(!screen.takeHandlerLines().contains { $0.contains("formBottom.constant") })
  }

  @Test func theStandardLibrarysCollectionsAreNoAppCode() throws {
    // `Set<AnyCancellable>()` on lines 10 and 27, where a Combine screen keeps its
    // subscriptions: an empty collection, not an opaque value warned of.
    let fixture = try HandlerFixture(
      "PublishedHelperHeight.swift", bind: [("formScroll", "scroll")], tag: "collections")
    #expect(!fixture.warningLines.contains { $0.contains("Set(") }, "\(fixture.warningLines)")
  }
}
