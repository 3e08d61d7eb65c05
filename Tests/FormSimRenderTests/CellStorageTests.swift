import Testing

@testable import FormSimRender

/// A cell keeps its glyph as bytes; whatever goes in must come back out exactly, and equality and
/// hashing must stay those of `Character`.
@Suite struct CellStorageTests {
  /// Glyphs of every storage shape: one byte, two to four bytes, several scalars inline, and
  /// graphemes longer than fifteen bytes that go to the side table.
  static let glyphs: [Character] = [
    " ", "a", "~", "\u{0}", "\u{7F}", "é", "e\u{301}", "─", "│", "┌", "╯", "█", "…", "→",
    "漢", "語", "한", "ｱ", "😀", "👍🏽", "❤️", "1️⃣", "🇫🇷", "🏳️‍🌈", "👨‍👩‍👧‍👦",
    "👩🏽‍💻", "🧑🏻‍🤝‍🧑🏿", "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}", "\r\n",
  ]

  @Test func glyphsRoundTripByteForByte() {
    for glyph in Self.glyphs {
      let cell = Cell(glyph, style: Style(foreground: .red, bold: true))
      #expect(Array(cell.glyph.utf8) == Array(glyph.utf8), "\(glyph.unicodeScalars)")
      #expect(cell.style == Style(foreground: .red, bold: true))
      var changed = Cell.blank
      changed.glyph = glyph
      #expect(Array(changed.glyph.utf8) == Array(glyph.utf8))
    }
  }

  @Test func longGraphemesAreInternedOnce() {
    let family: Character = "👨‍👩‍👧‍👦"
    #expect(family.utf8.count > 15)
    let first = Cell(family)
    let second = Cell(family)
    #expect(first.code.isIdentical(to: second.code))
    #expect(first == second)
    #expect(first != Cell("👩🏽‍💻"))
  }

  @Test func scalarCodesMatchCharacterCodes() {
    let values: [UInt32] =
      [0x20, 0x41, 0x7E, 0x80, 0xE9, 0x7FF, 0x800, 0x2500, 0xFFFD, 0x1_0000]
      + [0x1F600, 0x10_FFFF]
    for value in values {
      let scalar = Unicode.Scalar(value)!
      #expect(GlyphCode(scalar).isIdentical(to: GlyphCode(Character(scalar))))
      #expect(GlyphCode(scalar).character == Character(scalar))
    }
  }

  @Test func displayWidthIsThatOfTheCharacter() {
    for glyph in Self.glyphs {
      #expect(GlyphCode(glyph).displayWidth == DisplayWidth.of(glyph), "\(glyph.unicodeScalars)")
    }
    for value in UInt32(0)...0x3_FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if GlyphCode(scalar).displayWidth != DisplayWidth.of(Character(scalar)) {
        Issue.record("U+\(String(value, radix: 16)) differs")
        return
      }
    }
  }

  @Test func publicWidthAndScalarMatchTheGlyph() {
    for glyph in Self.glyphs {
      let cell = Cell(glyph)
      #expect(cell.glyphWidth == DisplayWidth.of(glyph))
      let scalars = Array(glyph.unicodeScalars)
      #expect(cell.glyphScalar == (scalars.count == 1 ? scalars[0] : nil), "\(scalars)")
    }
  }

  @Test func equalityFollowsGlyphStyleAndContinuation() {
    #expect(Cell("a") == Cell("a"))
    #expect(Cell("a") != Cell("b"))
    #expect(Cell("a") != Cell("a", style: Style(bold: true)))
    #expect(Cell(" ") != Cell(" ", isContinuation: true))
    #expect(Cell() == Cell.blank)
    #expect(Cell("漢") != Cell("語"))
    // Canonically equivalent spellings are equal glyphs, as `Character` has them.
    #expect(Cell("é") == Cell("e\u{301}"))
    #expect(Cell("\u{212A}") == Cell("K"))
    #expect(Cell("é").glyph == "é")
    #expect(Array(Cell("e\u{301}").glyph.utf8) == [0x65, 0xCC, 0x81])
  }

  /// `==` calls two glyphs with different bytes different, without building them, when both are
  /// `isSoleSpelling`; that must hold for every such scalar. `Character` hashes canonically
  /// equivalent glyphs alike, so a set of all of them keeps every one only if no two of them are
  /// equivalent.
  @Test func soleSpellingsAreNeverEquivalentToEachOther() {
    let scalars = [0..<0x300, 0x2500..<0x2600].flatMap { $0.compactMap(Unicode.Scalar.init) }
    #expect(scalars.count == 0x300 + 0x100)
    #expect(scalars.allSatisfy { GlyphCode($0).isSoleSpelling })
    #expect(Set(scalars.map(Character.init)).count == scalars.count)
    // Glyphs with other spellings still go the long way, and still match them.
    for (glyph, other) in [("\u{037E}", ";"), ("\u{212B}", "\u{C5}"), ("e\u{301}", "é")] {
      #expect(!GlyphCode(Character(glyph)).isSoleSpelling)
      #expect(Cell(Character(glyph)) == Cell(Character(other)))
    }
  }

  @Test func equalCellsHashAlike() {
    let pairs: [(Cell, Cell)] = [
      (Cell("é"), Cell("e\u{301}")), (Cell("\u{212A}"), Cell("K")), (Cell("a"), Cell("a")),
      (Cell("👨‍👩‍👧‍👦"), Cell("👨‍👩‍👧‍👦")),
    ]
    for (left, right) in pairs {
      #expect(left == right)
      #expect(left.hashValue == right.hashValue)
    }
    let set: Set<Cell> = [Cell("a"), Cell("a"), Cell("b"), Cell("é"), Cell("e\u{301}")]
    #expect(set.count == 3)
  }

  @Test func cellIsAPlainValue() {
    #expect(_isPOD(Cell.self))
    #expect(MemoryLayout<Cell>.stride <= 24)
  }

  @Test func gridKeepsWideAndClusteredText() {
    // a (1) + 漢 (2) + four people (8) + é (1) + two regional indicators (2) = 14 columns.
    var grid = CellGrid(width: 16, height: 1)
    grid.put("a漢👨‍👩‍👧‍👦é🇫🇷", x: 0, y: 0)
    #expect(grid.lines == ["a漢👨👩👧👦é🇫🇷  "])
    #expect(grid[1, 0].glyph == "漢")
    #expect(grid[2, 0].isContinuation)
    #expect(grid[3, 0].glyph == "👨")
    #expect(grid[11, 0].glyph == "e\u{301}")
  }

  /// A glyph of more than 15 UTF-8 bytes (a letter under eight combining marks: 1 + 8 × 2 = 17)
  /// is kept whole, interned.
  @Test func gridKeepsALongClusterWhole() {
    let glyph: Character = "e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}\u{308}"
    var grid = CellGrid(width: 3, height: 1)
    grid.put("a" + String(glyph) + "b", x: 0, y: 0)
    #expect(grid[1, 0].glyph == glyph)
    #expect(grid[2, 0].glyph == "b")
  }
}
