import Testing

@testable import FormSimRender

@Suite("DisplayWidth")
struct DisplayWidthTests {
  @Test(
    "columns taken by one character",
    arguments: [
      ("a", 1), ("~", 1), ("é", 1), ("\u{301}", 0), ("漢", 2), ("한", 2), ("😀", 2), ("\u{1B}", 0),
      ("\u{7}", 0), ("\u{200B}", 0), ("─", 1), ("█", 1), ("❤\u{FE0F}", 2),
    ] as [(Character, Int)])
  func characterWidth(_ character: Character, _ width: Int) {
    #expect(DisplayWidth.of(character) == width)
  }

  @Test("a string's width is the sum of its characters' widths")
  func stringWidth() {
    #expect(DisplayWidth.of("ab漢字😀") == 8)
    #expect(DisplayWidth.of("e\u{301}") == 1)
  }
}
