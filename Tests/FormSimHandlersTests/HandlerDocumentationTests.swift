import FormSimHandlers
import Foundation
import Testing

/// `docs/handlers.md` ends with the lists the evaluator's tables make: a member added to a table
/// and not to the page (or the other way round) fails here.
struct HandlerDocumentationTests {
  static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "docs/handlers.md")
  static let start = "<!-- generated from the evaluator's tables"
  static let end = "<!-- end of the generated lists -->"

  @Test func thePageListsWhatTheTablesHold() throws {
    let text = try String(contentsOf: Self.page, encoding: .utf8)
    let head = try #require(text.range(of: Self.start))
    let headLine = try #require(text[head.lowerBound...].firstIndex(of: "\n"))
    let tail = try #require(text.range(of: Self.end))
    let written = String(text[text.index(after: headLine)..<tail.lowerBound])
    let expected = "\n" + HandlerDocumentation.lists + "\n"
    if written != expected, ProcessInfo.processInfo.environment["FORMSIM_UPDATE_DOCS"] == "1" {
      let updated =
        String(text[...headLine]) + expected + String(text[tail.lowerBound...])
      try updated.write(to: Self.page, atomically: true, encoding: .utf8)
      return
    }
    #expect(
      written == expected,
      "docs/handlers.md's lists differ from the tables; run FORMSIM_UPDATE_DOCS=1 swift test --filter HandlerDocumentationTests"
    )
  }
}
