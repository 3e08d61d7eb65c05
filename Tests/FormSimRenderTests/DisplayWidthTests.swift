import Testing

@testable import FormSimRender

@Suite("DisplayWidth")
struct DisplayWidthTests {
  @Test(
    "columns taken by one character",
    arguments: [
      ("a", 1), ("~", 1), ("é", 1), ("\u{301}", 0), ("漢", 2), ("한", 2), ("😀", 2), ("\u{1B}", 0),
      ("\u{7}", 0), ("\u{200B}", 0), ("─", 1), ("█", 1),
    ] as [(Character, Int)])
  func characterWidth(_ character: Character, _ width: Int) {
    #expect(DisplayWidth.of(character) == width)
  }

  @Test("a string's width is the sum of its characters' widths")
  func stringWidth() {
    #expect(DisplayWidth.of("ab漢字😀") == 8)
    #expect(DisplayWidth.of("e\u{301}") == 1)
  }

  /// Emoji sequences are drawn as their printing scalars, without joiners, modifiers, variation
  /// selectors or tags: 👨‍👩‍👧‍👦 as four 2-column people (8), 👍🏽 as a plain 👍 (2), ❤️ as the
  /// 1-column ❤, 🇫🇷 as two 1-column regional indicators (2), the keycap 1️⃣ as `1` with its
  /// combining keycap (1).
  @Test(
    "emoji sequences take the width of their parts",
    arguments: [
      ("👨\u{200D}👩\u{200D}👧\u{200D}👦", ["👨", "👩", "👧", "👦"], 8),
      ("👍\u{1F3FD}", ["👍"], 2), ("❤\u{FE0F}", ["❤"], 1), ("🇫🇷", ["🇫", "🇷"], 2),
      ("1\u{FE0F}\u{20E3}", ["1\u{20E3}"], 1),
    ] as [(Character, [Character], Int)])
  func emojiSequences(_ character: Character, _ parts: [Character], _ width: Int) {
    #expect(DisplayWidth.drawnParts(of: character) == parts)
    #expect(DisplayWidth.of(character) == width)
  }

  @Test("a base letter with combining marks is drawn as itself")
  func combiningMarksStay() {
    #expect(DisplayWidth.drawnParts(of: "e\u{301}") == nil)
    #expect(DisplayWidth.drawnParts(of: "😀") == nil)
  }

  @Test("a row holding an emoji sequence is as wide as its parts")
  func gridPlacesParts() {
    var grid = CellGrid(width: 12, height: 1)
    let end = grid.put("a👍\u{1F3FD}👨\u{200D}👩b", x: 0, y: 0)
    // a (1) + 👍 (2) + 👨 (2) + 👩 (2) + b (1) = 8 columns.
    #expect(end == 8)
    #expect(grid[1, 0].glyph == "👍")
    #expect(grid[2, 0].isContinuation)
    #expect(grid[3, 0].glyph == "👨")
    #expect(grid[5, 0].glyph == "👩")
    #expect(grid[7, 0].glyph == "b")
  }
}
