import Testing

@testable import FormSimCore

/// `check` on forms in real screens: a field behind the accessory toolbar or a bar fails.
@Suite struct ChromeCheckTests {
  func twelve(_ chrome: Chrome) -> Layout {
    var layout = Layout.twelve
    layout.chrome = chrome
    return layout
  }

  func report(
    _ layout: Layout, _ strategy: String, orientation: Orientation = .portrait
  ) -> LayoutCheckReport {
    LayoutCheck(
      layout: layout, devices: [.iphone4], orientations: [orientation], strategies: [strategy]
    ).run()
  }

  @Test func aFieldBehindTheToolbarFails() throws {
    let result = report(twelve(Chrome(inputAccessory: .toolbar)), "content-inset")
    let field7 = try #require(result.checks.first { $0.field == 7 })
    // From rest, as worked out for seed 001: field 7 at 245…276, the toolbar's top at 220.
    #expect(field7.fromRest.visibleFraction == 0)
    #expect(!field7.passed)
    // Without the toolbar the same strategy shows it (201…232 above 264).
    let plain = report(.twelve, "content-inset")
    #expect(plain.checks.first { $0.field == 7 }?.fromRest.isFullyVisible == true)
  }

  @Test func theReferenceStrategyPassesAboveTheToolbar() {
    // Every field can be shown 10 pt above the toolbar (220): the content (620) plus the
    // 260-pt inset leaves room for field 12 (570…601) at offset 601 + 10 − 220 = 391 ≤
    // 620 + 260 − 480 = 400.
    let result = report(twelve(Chrome(inputAccessory: .toolbar)), "reference")
    #expect(result.failedCount == 0)
  }

  @Test func aFieldBehindTheNavigationBarFails() throws {
    let result = report(
      twelve(Chrome(navigationBar: .standard)), "scroll-offset", orientation: .landscape)
    // As worked out in ChromeStrategyTests: field 2 ends at 33…64, under the bar (20…64).
    let field2 = try #require(result.checks.first { $0.field == 2 })
    #expect(field2.fromRest.visibleFraction == 0)
    #expect(!field2.passed)
  }
}
