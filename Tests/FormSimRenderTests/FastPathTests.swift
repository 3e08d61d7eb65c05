import Testing

@testable import FormSimRender

/// The shortcuts that make frames cheap must give exactly what the general code gives.
@Suite struct FastPathTests {
  @Test func scalarWidthIsTheWidthOfItsCharacter() {
    for value in UInt32(0)...0x3_FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if DisplayWidth.of(scalar) != DisplayWidth.of(Character(scalar)) {
        Issue.record("U+\(String(value, radix: 16)) differs")
        return
      }
    }
  }

  @Test func wideSearchAgreesWithAScanOfTheRanges() {
    let ranges = DisplayWidth.wideRanges
    #expect(ranges.allSatisfy { $0.first <= $0.last })
    for (earlier, later) in zip(ranges, ranges.dropFirst()) {
      #expect(earlier.last < later.first, "ranges must be sorted and disjoint")
    }
    for value in UInt32(0)...0x10_FFFF {
      let inARange = ranges.contains { $0.first <= value && value <= $0.last }
      if DisplayWidth.isWide(value) != inARange {
        Issue.record("U+\(String(value, radix: 16)) differs")
        return
      }
    }
  }

  @Test func asciiFastPathKeepsTheOldAnswerForClusters() {
    #expect(DisplayWidth.of(Character("\r\n")) == 0)
    #expect(DisplayWidth.of(Character("#\u{FE0F}")) == 1)
    #expect(DisplayWidth.of(Character("e\u{301}")) == 1)
    #expect(DisplayWidth.of(Character("©\u{FE0F}")) == 1)
    // Drawn without its variation selector, as ☀, one column in tmux and xterm alike.
    #expect(DisplayWidth.of(Character("☀\u{FE0F}")) == 1)
  }

  /// Every scalar the per-scalar walk accepts is broken from its neighbours by Swift's own
  /// grapheme breaking, whatever they are.
  @Test func scalarsTakenOneByOneAreCharactersOfTheirOwn() {
    let ranges: [ClosedRange<UInt32>] = [
      0x20...0x7E, 0xA0...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x2100...0x2BFF,
    ]
    for range in ranges {
      for value in range {
        guard let scalar = Unicode.Scalar(value) else { continue }
        let alone = String(scalar)
        #expect(DisplayWidth.eachScalarIsACharacter(alone))
        let samples = ["a" + alone + "a", alone + alone, "─" + alone + "│", alone + "é"]
        for sample in samples where sample.count != sample.unicodeScalars.count {
          Issue.record(
            "U+\(String(value, radix: 16)) joins a neighbour in \(sample.debugDescription)")
          return
        }
      }
    }
    #expect(!DisplayWidth.eachScalarIsACharacter("e\u{301}"))
    #expect(!DisplayWidth.eachScalarIsACharacter("a\r\nb"))
    #expect(!DisplayWidth.eachScalarIsACharacter("👍🏽"))
  }

  /// A string's width, from its bytes or its scalars, is the sum of its characters' widths.
  @Test func stringWidthIsTheSumOfItsCharacters() {
    let texts = [
      "plain text", "", "Ça va · 100% ▮", "a – b … “c” • ‰ ‼", "日本語 text", "a\u{301}b",
      "👨‍👩‍👧 x", "tab\there", "┃…→×", "‼\u{FE0F}", "\u{2028}x\u{200D}", "🇫🇷 ⌚",
    ]
    for text in texts {
      #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) }, "\(text)")
    }
  }

  @Test func putGivesTheSameCellsEitherWay() {
    let texts = [
      "╭── iphone4 ──╮", "plain text", "Ça va · 100% ▮", "日本語 text", "a\u{301}b", "👨‍👩‍👧 x",
      "tab\there", "┃…→×", "a – b … “c” • ‰",
    ]
    for text in texts {
      for x in [-3, 0, 5, 18] {
        var fast = CellGrid(width: 20, height: 1)
        fast.put(text, x: x, y: 0, maxX: 17)
        var slow = CellGrid(width: 20, height: 1)
        var column = x
        for character in text.flatMap({ DisplayWidth.drawnParts(of: $0) ?? [$0] }) {
          let width = DisplayWidth.of(character)
          if width == 0 { continue }
          if column >= 17 { break }
          if width == 2 && column + 1 >= 17 {
            if column >= 0 { slow[column, 0] = Cell(" ") }
            break
          }
          if column >= 0 {
            slow[column, 0] = Cell(character)
            if width == 2 { slow[column + 1, 0] = Cell(" ", isContinuation: true) }
          }
          column += width
        }
        #expect(fast == slow, "\(text) at \(x)")
      }
    }
  }

  @Test func aRepeatedGlyphGivesTheCellsOfItsString() {
    let glyphs: [Character] = ["─", "━", "-", "│", "日", "👍🏽", "e\u{301}", "\t"]
    for glyph in glyphs {
      for count in [0, 1, 7, 30] {
        for x in [-3, 0, 5, 18] {
          var repeated = CellGrid(width: 20, height: 1)
          repeated.put("日本語日本語日本語日本語", x: 0, y: 0)
          var string = repeated
          let end = repeated.put(glyph, repeated: count, x: x, y: 0, maxX: 17)
          let stringEnd = string.put(
            String(repeating: String(glyph), count: count), x: x, y: 0, maxX: 17)
          #expect(repeated == string, "\(glyph) × \(count) at \(x)")
          #expect(end == stringEnd, "\(glyph) × \(count) at \(x)")
        }
      }
    }
  }

  /// Plain ASCII is written a byte at a time; over half of a wide glyph it must still blank
  /// the other half, as the general path does.
  @Test func asciiOverAWideGlyphBlanksItsOtherHalf() {
    var grid = CellGrid(width: 8, height: 2)
    grid.put("日本語", x: 0, y: 0)
    grid.put("日本語", x: 0, y: 1)
    // Row 0: "x" lands on 日's continuation (column 1), so column 0 becomes a space.
    #expect(grid.put("x", x: 1, y: 0) == 2)
    // Row 1: "yz" lands on 本 (column 2) and its continuation, then on 語 (column 4), whose
    // continuation (column 5) becomes a space: 日 y z w.
    #expect(grid.put("yzw", x: 2, y: 1, maxX: 5) == 5)
    #expect(grid.lines == [" x本語  ", "日yzw   "])
    #expect(!grid[5, 1].isContinuation)
    #expect(!grid[1, 0].isContinuation)
  }

  @Test func blitClipsOnEverySide() {
    var source = CellGrid(width: 4, height: 3)
    for y in 0..<3 { source.put(["abcd", "efgh", "ijkl"][y], x: 0, y: y) }
    for (x, y) in [(-2, -1), (0, 0), (3, 2), (5, 4), (-5, 0), (1, -3)] {
      for maxY in [nil, -1, 0, 1, 2, 3, 9] {
        var fast = CellGrid(width: 5, height: 4, fill: Cell("."))
        fast.blit(source, x: x, y: y, maxY: maxY)
        var slow = CellGrid(width: 5, height: 4, fill: Cell("."))
        for row in 0..<3 where y + row < maxY ?? 4 {
          for column in 0..<4 { slow[x + column, y + row] = source[column, row] }
        }
        #expect(fast == slow, "at \(x), \(y) above \(maxY.map(String.init) ?? "the end")")
      }
    }
  }
}
