import Testing

@testable import FormSimRender

@Suite("TextWriter")
struct TextWriterTests {
  @Test("the sample form as plain text")
  func sampleGolden() {
    Golden.check(TextWriter.render(Fixtures.sample), named: "sample.txt")
  }

  @Test("trailing spaces can be trimmed")
  func trimmed() {
    var grid = CellGrid(width: 6, height: 2)
    grid.put("ab", x: 0, y: 0)
    grid.put(" c", x: 0, y: 1)
    #expect(TextWriter.render(grid) == "ab    \n c    \n")
    #expect(TextWriter.render(grid, trimTrailingSpaces: true) == "ab\n c\n")
  }

  @Test("a wide glyph appears once: its continuation cell is skipped")
  func wideGlyphOnce() {
    var grid = CellGrid(width: 4, height: 1)
    grid.put("漢x", x: 0, y: 0)
    #expect(TextWriter.render(grid) == "漢x \n")
  }

  @Test("an empty grid is an empty string")
  func emptyGrid() {
    #expect(TextWriter.render(CellGrid(width: 3, height: 0)).isEmpty)
  }
}
