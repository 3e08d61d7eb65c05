import Testing

@testable import FormSimCore

/// Seed 004 (scroll-offset) on an iPhone 4: application frame (0, 20, 320, 460), so
/// sh − keyboardHeight = 460 − 216 = 244 in portrait.
@Suite struct ScrollOffsetStrategyTests {
  @Test func lowFieldJumpsAfterTheKeyboardStops() throws {
    let simulator = try simulate("focus 7", strategy: "scroll-offset")
    // cp.y = 320 − 0 + 31 = 351 > 244: offset += 351 − 244 = 107. On screen 213…244:
    // gap 264 − 244 = 20 (the status bar's 20 pt, mixed into the arithmetic).
    #expect(simulator.offsetY == 107)
    #expect(close(simulator.report.field?.gapToKeyboard, 20))
    #expect(close(simulator.time, 0.3))
  }

  @Test func theJumpHasNoAnimation() throws {
    var settings = SimulationSettings(layout: .twelve, strategy: "scroll-offset")
    settings.framesPerSecond = 60
    var simulator = Simulator(settings: settings)
    var offsets: [Double] = []
    simulator.run([.focus(7)]) { observation, simulator in
      if case .frame = observation { offsets.append(simulator.screen.state.contentOffset.y) }
    }
    // 18 frames over 0.3 s; the first 17 show 0, the 18th (t = 0.3, did-show) shows 107.
    #expect(offsets.count == 18)
    #expect(offsets.dropLast().allSatisfy { $0 == 0 })
    #expect(offsets.last == 107)
  }

  @Test func secondFieldAndTheResavedOffset() throws {
    let simulator = try simulate("focus 7; focus 8", strategy: "scroll-offset")
    // Re-posted did-show: originalOffset = 107; cp.y = 370 − 107 + 31 = 294 > 244: += 50 → 157.
    #expect(simulator.offsetY == 157)
    let dismissed = try simulate("focus 7; focus 8; dismiss", strategy: "scroll-offset")
    // Restores the re-saved 107, not the original 0.
    #expect(dismissed.offsetY == 107)
  }

  @Test func fieldThatNeedsNoMove() throws {
    // Field 4: cp.y = 170 + 31 = 201 ≤ 244.
    #expect(try simulate("focus 4", strategy: "scroll-offset").offsetY == 0)
  }

  @Test func landscapeOnModernIOSThrowsTheFieldOffTheTop() throws {
    let simulator = try simulate("focus 2", strategy: "scroll-offset", orientation: .landscape)
    // Modern frames are interface-oriented: kbSize.width = 480 and applicationFrame.width = 480,
    // so sh − keyboardHeight = 0. cp.y = 70 + 31 = 101 > 0: offset 101; the field's bottom lands
    // on the window's top edge (−31…0).
    #expect(simulator.offsetY == 101)
    let field = try #require(simulator.report.field)
    #expect(close(field.frameInWindow.minY, -31))
    #expect(field.visibleFraction == 0)
  }

  @Test func landscapeOnIOS7WorksAsWritten() throws {
    let simulator = try simulate(
      "focus 4", strategy: "scroll-offset", orientation: .landscape, era: .ios7)
    // Portrait-fixed frames: kbSize = (162, 480) → width 162; applicationFrame = (20, 0, 300,
    // 480) → width 300: sh − kh = 138. cp.y = 201 > 138: offset 63; on screen 107…138,
    // keyboard top 158: gap 20.
    #expect(simulator.offsetY == 63)
    #expect(close(simulator.report.field?.gapToKeyboard, 20))
  }
}
