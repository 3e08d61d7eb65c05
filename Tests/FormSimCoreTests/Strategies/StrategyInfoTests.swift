import Testing

@testable import FormSimCore

@Suite struct StrategyInfoTests {
  /// A user has no `seeds/` folder: every strategy from an article cites it by title (or, where
  /// the saved copy lost the title, a bracketed description), never by file name.
  @Test func strategiesCiteTheirArticlesNotFiles() {
    for info in StrategyCatalog.all {
      #expect(!info.citation.contains("seeds/"), "\(info.name): \(info.citation)")
      #expect(!info.citation.contains(".txt"), "\(info.name): \(info.citation)")
      #expect((info.article != nil) == (info.source == "article"), "\(info.name)")
    }
    let contentHeight = StrategyCatalog.info(named: "content-height")
    #expect(
      contentHeight?.citation
        == "“iOS – Resizing the ScrollView on keyboard appearance”, citrusleaf.in — "
        + "https://citrusleaf.in/blog/ios-resizing-the-scrollview-on-keyboard-appearance/")
    #expect(StrategyCatalog.info(named: "reference")?.citation == "FormSim")
  }
}
