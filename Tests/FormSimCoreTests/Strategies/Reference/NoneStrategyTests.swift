import Testing

@testable import FormSimCore

/// The baseline on the `twelve` form (fields at y = 20 + 50·(n − 1), 31 pt tall) on an iPhone 4:
/// keyboard top = 480 − 216 = 264.
@Suite struct NoneStrategyTests {
  @Test func lowFieldStaysCovered() throws {
    let simulator = try simulate("focus 7", strategy: "none")
    let field = try #require(simulator.report.field)
    // Field 7: y = 20 + 6·50 = 320, bottom 351, all below 264: gap 264 − 351 = −87.
    #expect(simulator.offsetY == 0)
    #expect(field.frameInWindow == Rect(x: 20, y: 320, width: 280, height: 31))
    #expect(close(field.gapToKeyboard, -87))
    #expect(field.visibleFraction == 0)
  }

  @Test func highFieldIsVisibleWithoutAnyMove() throws {
    // Field 5: y = 220, bottom 251 < 264: gap 13.
    let field = try #require(try simulate("focus 5", strategy: "none").report.field)
    #expect(close(field.gapToKeyboard, 13))
    #expect(field.isFullyVisible)
  }
}
