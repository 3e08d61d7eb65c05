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

  /// Every entry makes the strategy it describes, and captions every moment of a tour with a
  /// sentence of its own (no two strategies share one for the same moment, except where the
  /// same thing happens: typing into a hidden field, say).
  @Test func everyEntryMakesItsStrategyAndCaptionsEveryMoment() {
    let figures = CaptionFigures(margin: nil, statusBarHeight: 20)
    #expect(StrategyCatalog.entries.count == StrategyCatalog.all.count)
    #expect(Set(StrategyCatalog.names).count == StrategyCatalog.names.count)
    for entry in StrategyCatalog.entries {
      let made = entry.make()
      if let reactNative = made as? ReactNativeKeyboardAvoidingViewStrategy {
        // One type, three behaviours, each its own entry.
        #expect("rn-kav-\(reactNative.behavior.rawValue)" == entry.info.name)
      } else {
        #expect(type(of: made).info == entry.info)
      }
      let captions = DemoMoment.allCases.map { entry.caption($0, figures) }
      #expect(captions.allSatisfy { $0.count > 20 }, "\(entry.info.name)")
      // The captions of one tour are seven different sentences.
      #expect(Set(captions).count == captions.count, "\(entry.info.name)")
    }
    for moment in [DemoMoment.lowField, .rotate, .dismiss] {
      let captions = StrategyCatalog.entries.map { $0.caption(moment, figures) }
      #expect(Set(captions).count == captions.count, "\(moment)")
    }
  }

  /// `--margin` reaches the captions that quote a distance.
  @Test func captionsQuoteTheMargin() {
    let reference = StrategyCatalog.entry(named: "reference")!
    #expect(
      reference.caption(.lowField, CaptionFigures(margin: nil, statusBarHeight: 20)).contains(
        "10-pt"))
    #expect(
      reference.caption(.lowField, CaptionFigures(margin: 24, statusBarHeight: 20)).contains(
        "24-pt"))
    let scrollOffset = StrategyCatalog.entry(named: "scroll-offset")!
    #expect(
      scrollOffset.caption(.lowField, CaptionFigures(margin: nil, statusBarHeight: 44)).contains(
        "44 pt short"))
  }

  @Test func anUnknownNameMakesNothing() {
    #expect(StrategyCatalog.make("refrence") == nil)
    #expect(StrategyCatalog.entry(named: "") == nil)
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
    // IQKeyboardManager's keyboardDistance: its own 10 without --margin, 30 with it. The
    // keyboard carries IQ's toolbar: 216 + 44 = 260; kbSize 260 + 10 = 270.
    let own = try simulate("focus 7", strategy: "iqkeyboardmanager", margin: nil)
    #expect(own.world.contentInset.bottom == 270)
    let set = try simulate("focus 7", strategy: "iqkeyboardmanager", margin: 30)
    // kbSize 260 + 30 = 290; field bottom 351 − (480 − 290) = 161.
    #expect(set.world.contentInset.bottom == 290)
    #expect(set.offsetY == 161)
  }

  @Test func closingLineNamesTheStrategiesThatPassEverywhere() {
    let check = LayoutCheck(
      layout: .twelve, devices: [.iphone4], orientations: [.portrait],
      strategies: ["none", "reference", "iqkeyboardmanager", "rnkc-aware-scroll-view"],
      concurrency: 1)
    let report = check.run()
    // none leaves fields 6–9 under the keyboard (UIKit scrolls 10–12 only to the window's
    // bottom, 264 − 480 = −216 pt), rnkc-aware-scroll-view stops 5.5 pt short of field 6's
    // bottom; the other two scroll them clear.
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
      strategies: ["none", "rnkc-aware-scroll-view"], concurrency: 1
    ).run()
    #expect(failing.closingLine == "No strategy of the 2 checked passes the whole layout.")
  }
}
