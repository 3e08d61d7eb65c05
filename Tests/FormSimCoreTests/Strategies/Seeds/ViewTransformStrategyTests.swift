import Testing

@testable import FormSimCore

/// Seed 003 (view-transform): shiftBy = (480 − y) − (480 − 216 − 5 − 0) = 221 − y for y > 221.
@Suite struct ViewTransformStrategyTests {
  @Test func lowFieldFromRest() throws {
    let simulator = try simulate("focus 7", strategy: "view-transform")
    // y = 320 > 221: shiftBy = 160 − 259 = −99. The field's top lands at 221, bottom 252:
    // gap 264 − 252 = 12.
    #expect(simulator.world.rootTransform == Translation(tx: 0, ty: -99))
    #expect(simulator.offsetY == 0)
    let field = try #require(simulator.report.field)
    #expect(close(field.frameInWindow.minY, 221))
    #expect(close(field.gapToKeyboard, 12))
  }

  @Test func secondFieldIsUnderShifted() throws {
    let simulator = try simulate("focus 7; focus 8", strategy: "view-transform")
    // Field 8's position is read through the current transform: 370 − 99 = 271 > 221, so
    // shiftBy = (480 − 271) − 259 = −50, set absolutely. Field 8 shows at 370 − 50 = 320,
    // bottom 351: gap −87, under the keyboard.
    #expect(simulator.world.rootTransform.ty == -50)
    let field = try #require(simulator.report.field)
    #expect(close(field.gapToKeyboard, -87))
    #expect(field.visibleFraction == 0)
  }

  @Test func dismissSlidesBack() throws {
    let simulator = try simulate("focus 7; focus 8; dismiss", strategy: "view-transform")
    // didEndEditing(8) with field 8 still the current control: back to identity.
    #expect(simulator.world.rootTransform == .identity)
  }

  @Test func fieldThatNeedsNoMove() throws {
    // Field 4: y = 170 ≤ 221: no shift.
    let simulator = try simulate("focus 4", strategy: "view-transform")
    #expect(simulator.world.rootTransform == .identity)
  }

  @Test func landscapeHidesTheField() throws {
    // Landscape: keyboard top 320 − 162 = 158, but the constants still aim for 221.
    let five = try simulate("focus 5", strategy: "view-transform", orientation: .landscape)
    // Field 5: y = 220 ≤ 221, no shift; 220…251 lies below 158: gap 158 − 251 = −93.
    #expect(five.world.rootTransform == .identity)
    #expect(close(five.report.field?.gapToKeyboard, -93))
    let six = try simulate("focus 6", strategy: "view-transform", orientation: .landscape)
    // Field 6: y = 270: shiftBy = 210 − 259 = −49; top at 221, bottom 252: gap −94, hidden.
    #expect(six.world.rootTransform.ty == -49)
    #expect(close(six.report.field?.gapToKeyboard, -94))
    #expect(six.report.field?.visibleFraction == 0)
  }

  @Test func movesEvenWithAHardwareKeyboard() throws {
    let simulator = try simulate("focus 7", strategy: "view-transform", hardwareKeyboard: true)
    #expect(simulator.world.rootTransform.ty == -99)
    #expect(simulator.world.keyboardShown == false)
  }
}
