import Testing

@testable import FormSimCore

/// Seed 000 (content-height) on the `twelve` form, iPhone 4 portrait: scroll view 480 tall,
/// keyboard 216 (top 264), fields at y = 20 + 50·(n − 1), 31 pt tall, content 620.
@Suite struct ContentHeightStrategyTests {
  @Test func lowFieldFromRest() throws {
    let simulator = try simulate("focus 7", strategy: "content-height")
    // distanceToBottom = 480 − 320 − 31 = 129; collapse = 216 − 129 = 87 ≥ 0;
    // offset = collapse + 5 = 92; field on screen at 320 − 92 = 228, bottom 259: gap 5.
    #expect(simulator.offsetY == 92)
    // contentHeight += 216: 620 + 216 = 836.
    #expect(simulator.world.contentHeight == 836)
    let field = try #require(simulator.report.field)
    #expect(close(field.frameInWindow.minY, 228))
    #expect(close(field.gapToKeyboard, 5))
    #expect(field.isFullyVisible)
  }

  @Test func secondFieldIsNotFollowed() throws {
    let simulator = try simulate("focus 7; focus 8", strategy: "content-height")
    // Modern iOS re-posts will-show on the focus change, but the strategy still holds a keyboard
    // height and returns at once: the offset stays 92. Field 8 (y = 370) shows at 370 − 92 = 278,
    // bottom 309: gap 264 − 309 = −45, wholly under the keyboard.
    #expect(simulator.offsetY == 92)
    let field = try #require(simulator.report.field)
    #expect(close(field.gapToKeyboard, -45))
    #expect(field.visibleFraction == 0)
  }

  @Test func dismissRestoresTheOffsetSavedAtTheLastShouldBeginEditing() throws {
    let once = try simulate("focus 7; dismiss", strategy: "content-height")
    #expect(once.offsetY == 0)
    #expect(once.world.contentHeight == 620)
    // shouldBeginEditing(8) saved the offset 92, so dismissing "restores" 92, not 0.
    let twice = try simulate("focus 7; focus 8; dismiss", strategy: "content-height")
    #expect(twice.offsetY == 92)
    #expect(twice.world.contentHeight == 620)
  }

  @Test func fieldThatNeedsNoMove() throws {
    let simulator = try simulate("focus 2", strategy: "content-height")
    // Field 2: distanceToBottom = 480 − 70 − 31 = 379; collapse = 216 − 379 = −163 < 0: no
    // scroll, but the content still grows by 216.
    #expect(simulator.offsetY == 0)
    #expect(simulator.world.contentHeight == 836)
  }

  @Test func landscape() throws {
    let simulator = try simulate("focus 4", strategy: "content-height", orientation: .landscape)
    // Landscape window 480×320, keyboard 162 (top 158). Field 4 at y = 170:
    // distanceToBottom = 320 − 170 − 31 = 119; collapse = 162 − 119 = 43; offset 48.
    // On screen at 170 − 48 = 122, bottom 153: gap 158 − 153 = 5.
    #expect(simulator.offsetY == 48)
    #expect(close(simulator.report.field?.gapToKeyboard, 5))
  }

  @Test func ignoresTheOffsetTheUserScrolledTo() throws {
    let simulator = try simulate("scroll 100; focus 7", strategy: "content-height")
    // collapse is computed from the frame alone, so the offset is set to 92 (the content jumps
    // back by 8 pt from the 100 the user scrolled to).
    #expect(simulator.offsetY == 92)
  }
}
