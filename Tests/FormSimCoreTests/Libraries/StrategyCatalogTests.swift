import Testing

@testable import FormSimCore

/// The catalogue's groups, `--margin` defaults and the check's closing line.
@Suite struct StrategyCatalogTests {
  @Test func everyStrategyHasAGroupAndASource() {
    #expect(StrategyCatalog.members(of: .seeds).count == 4)
    #expect(
      StrategyCatalog.members(of: .libraries).map(\.name) == [
        "iqkeyboardmanager", "tpkeyboardavoiding", "rn-kav-padding", "rn-kav-height",
        "rn-kav-position", "rnkc-aware-scroll-view",
      ])
    #expect(
      StrategyCatalog.members(of: .platforms).map(\.name) == [
        "keyboard-layout-guide", "swiftui", "flutter", "android-adjust-resize",
        "android-adjust-pan",
      ])
    #expect(StrategyCatalog.members(of: .reference).map(\.name) == ["none", "reference"])
    for info in StrategyCatalog.all {
      #expect(!info.source.isEmpty)
      #expect(StrategyCatalog.make(info.name) != nil)
    }
    // Cycling wraps from the reference back to the baseline.
    #expect(StrategyCatalog.names.first == "none")
    #expect(StrategyCatalog.names.last == "reference")
  }

  @Test func listingIsGroupedWithSourcesAndDefaults() {
    let text = StrategyCatalog.listing()
    let seeds = text.range(of: StrategyGroup.seeds.title)
    let libraries = text.range(of: StrategyGroup.libraries.title)
    let platforms = text.range(of: StrategyGroup.platforms.title)
    let reference = text.range(of: StrategyGroup.reference.title)
    #expect(seeds != nil && libraries != nil && platforms != nil && reference != nil)
    if let seeds, let libraries, let platforms, let reference {
      #expect(seeds.lowerBound < libraries.lowerBound)
      #expect(libraries.lowerBound < platforms.lowerBound)
      #expect(platforms.lowerBound < reference.lowerBound)
    }
    #expect(text.contains("defaults: keyboardDistance 10 pt"))
    #expect(text.contains("IQKeyboardManager+Position.swift"))
  }

  @Test func marginReachesEachStrategysOwnDistance() throws {
    // IQKeyboardManager's keyboardDistance: its own 10 without --margin, 30 with it.
    let own = try simulate("focus 7", strategy: "iqkeyboardmanager", margin: nil)
    #expect(own.world.contentInset.bottom == 226)
    let set = try simulate("focus 7", strategy: "iqkeyboardmanager", margin: 30)
    // kbSize 216 + 30 = 246; field bottom 351 − (480 − 246) = 117.
    #expect(set.world.contentInset.bottom == 246)
    #expect(set.offsetY == 117)
  }

  @Test func closingLineNamesTheStrategiesThatPassEverywhere() {
    let check = LayoutCheck(
      layout: .twelve, devices: [.iphone4], orientations: [.portrait],
      strategies: ["none", "reference", "iqkeyboardmanager", "rn-kav-padding"], concurrency: 1)
    let report = check.run()
    // none and rn-kav-padding leave fields 6–12 under the keyboard; the other two scroll them.
    #expect(report.strategiesPassingEverywhere == ["reference", "iqkeyboardmanager"])
    #expect(
      report.closingLine
        == "Pass the whole layout (2 of 4): reference, iqkeyboardmanager.")
    let single = LayoutCheck(
      layout: .twelve, devices: [.iphone4], orientations: [.portrait], strategies: ["none"],
      concurrency: 1
    ).run()
    #expect(single.closingLine == nil)
    let failing = LayoutCheck(
      layout: .twelve, devices: [.iphone4], orientations: [.portrait],
      strategies: ["none", "rn-kav-padding"], concurrency: 1
    ).run()
    #expect(failing.closingLine == "No strategy of the 2 checked passes the whole layout.")
  }
}
