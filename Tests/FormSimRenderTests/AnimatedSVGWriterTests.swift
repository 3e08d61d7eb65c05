import Foundation
import Testing

@testable import FormSimRender

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct AnimatedSVGWriterTests {
  static func grid(_ lines: [String]) -> CellGrid {
    var grid = CellGrid(width: 6, height: lines.count)
    for (row, line) in lines.enumerated() { grid.put(line, x: 0, y: row) }
    return grid
  }

  static let a = grid(["abc", "keys", ""])
  static let b = grid(["abc", "", "keys"])

  static func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  @Test func oneFramePerDistinctScreenSteppedAndLooping() throws {
    // a, a again (merged), b, a (shown again from the first copy) at 0, 0.5, 1, 2; held 2 s.
    let svg = AnimatedSVGWriter.render(
      [(0, Self.a), (0.5, Self.a), (1, Self.b), (2, Self.a)], endHold: 2,
      options: .init(padding: 8))
    // 6 columns of 9 px + 2 × 8 px = 70 px wide; 3 rows of 18 px + 2 × 8 px = 70 px per frame;
    // total 2 + 2 = 4 s.
    #expect(svg.contains("width=\"70\" height=\"70\" viewBox=\"0 0 70 70\""))
    #expect(svg.contains("0% { transform: translateY(0px); }"))
    #expect(svg.contains("25% { transform: translateY(-70px); }"))
    #expect(svg.contains("50% { transform: translateY(0px); }"))
    #expect(svg.contains("100% { transform: translateY(0px); }"))
    #expect(svg.contains("animation: reel 4s steps(1, end) infinite;"))
    // Two distinct frames of three rows; the blank row is never drawn: "abc" and "keys" are each
    // defined once and placed twice (once per distinct frame).
    #expect(Self.count("<g id=\"r", in: svg) == 2)
    #expect(Self.count("<use ", in: svg) == 4)
    #expect(svg.contains("<use href=\"#r1\" x=\"8\" y=\"26\"/>"))  // a: "keys" in row 1
    #expect(svg.contains("<use href=\"#r1\" x=\"8\" y=\"114\"/>"))  // b: 70 + 8 + 2 × 18
    #expect(!svg.contains("<script"))
    #expect(!svg.contains("<animate"))
    #expect(!svg.contains("<set"))
  }

  @Test func theOutputIsWellFormedXML() throws {
    let svg = AnimatedSVGWriter.render([(0, Self.a), (1, Self.b)])
    let parser = XMLParser(data: Data(svg.utf8))
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
  }

  @Test func oneDistinctFrameIsAStillPicture() {
    let svg = AnimatedSVGWriter.render([(0, Self.a), (1, Self.a)])
    #expect(!svg.contains("@keyframes"))
    #expect(Self.count("<use ", in: svg) == 2)
  }

  @Test func percentsAndSecondsAreFixedDecimals() {
    #expect(AnimatedSVGWriter.percent(1.0 / 3) == "33.333%")
    #expect(AnimatedSVGWriter.percent(0) == "0%")
    #expect(AnimatedSVGWriter.seconds(2.3) == "2.3")
    #expect(AnimatedSVGWriter.seconds(1.0 / 60) == "0.017")
  }
}
