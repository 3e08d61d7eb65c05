import Testing

@testable import FormSimRender

@Suite("CellGrid")
struct CellGridTests {
  @Test("a wide glyph that would straddle the right edge becomes a space")
  func wideGlyphClippedAtRightEdge() {
    var grid = CellGrid(width: 5, height: 1)
    let end = grid.put("a漢", x: 3, y: 0)
    #expect(end == 5)
    #expect(grid[3, 0].glyph == "a")
    #expect(grid[4, 0].glyph == " ")
    #expect(!grid[4, 0].isContinuation)
    #expect(grid.lines == ["   a "])
  }

  @Test("a wide glyph is clipped at maxX the same way")
  func wideGlyphClippedAtMaxX() {
    var grid = CellGrid(width: 8, height: 1)
    grid.put("x漢y", x: 1, y: 0, maxX: 3)
    #expect(grid.lines == [" x      "])
  }

  @Test("a wide glyph that fits takes two cells")
  func wideGlyphFits() {
    var grid = CellGrid(width: 4, height: 1)
    grid.put("漢", x: 2, y: 0)
    #expect(grid[2, 0].glyph == "漢")
    #expect(grid[3, 0].isContinuation)
  }
}
