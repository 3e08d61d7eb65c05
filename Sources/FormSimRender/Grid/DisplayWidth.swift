/// How many terminal columns a character takes, independent of the C library's locale.
///
/// `wcwidth` is not exported to Swift on Linux and answers −1 under the C locale, so FormSim keeps
/// its own small table: combining marks and zero-width characters take 0 columns, East Asian wide
/// and fullwidth characters and most emoji take 2, everything else 1.
///
/// Emoji sequences are where terminals disagree: tmux 3.3 joins `👨‍👩‍👧‍👦` into 2 columns but draws
/// `👍🏽` in 4, xterm draws both one scalar at a time (8 and 4), and newer emulators draw each in
/// 2; a `❤️` is 1 column in tmux and xterm and 2 in others. A frame whose idea of a width differs
/// from the terminal's breaks its row. So a character made of several printing scalars, or
/// holding a joiner, a skin-tone modifier, a variation selector or a tag, is drawn as its printing
/// scalars one after another with those left out (`drawnParts`): `👨👩👧👦`, `👍`, `❤`, and a flag as
/// its two regional-indicator letters. Every terminal agrees on the width of each of those.
public enum DisplayWidth {
  public static func of(_ character: Character) -> Int {
    // Fast path for ASCII (nearly every cell): a first UTF-8 byte below 0x80 is the first scalar.
    // Reading it is far cheaper than the scalar view, and frames call this for every glyph.
    if let first = character.utf8.first, first < 0x80 {
      return first < 0x20 || first == 0x7F ? 0 : 1
    }
    guard let scalar = character.unicodeScalars.first else { return 0 }
    if let parts = drawnParts(of: character) {
      return parts.reduce(0) { $0 + of($1) }
    }
    return of(scalar)
  }

  /// The glyphs `character` is drawn as, each one cell or two, when that is not the character
  /// itself: its printing scalars, each with the combining marks that follow it, without
  /// joiners, emoji modifiers, variation selectors or tags. `nil` for a single scalar, or one
  /// printing scalar with combining marks, which every terminal draws alike.
  public static func drawnParts(of character: Character) -> [Character]? {
    let scalars = character.unicodeScalars
    var iterator = scalars.makeIterator()
    guard iterator.next() != nil, iterator.next() != nil else { return nil }
    var parts: [String] = []
    var dropped = false
    for scalar in scalars {
      if !parts.isEmpty, isSequenceModifier(scalar.value) {
        dropped = true
      } else if parts.isEmpty || of(scalar) > 0 {
        parts.append(String(scalar))
      } else {
        parts[parts.count - 1].unicodeScalars.append(scalar)
      }
    }
    guard dropped || parts.count > 1 else { return nil }
    return parts.map { Character($0) }
  }

  /// Joiners, variation selectors, skin-tone modifiers and tags: the scalars that make an emoji
  /// sequence, which terminals give different widths.
  private static func isSequenceModifier(_ v: UInt32) -> Bool {
    v == 0x200D || (0xFE00...0xFE0F).contains(v) || (0x1F3FB...0x1F3FF).contains(v)
      || (0xE0020...0xE007F).contains(v)
  }

  /// The width of the character made of this one scalar: `of(Character(scalar))`, without
  /// building the character.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (value >= 0x7F && value < 0xA0) { return 0 }
    if value < 0x300 { return 1 }
    if isZeroWidth(value) { return 0 }
    return isWide(value) ? 2 : 1
  }

  /// The width of a whole string: a column per byte for printable ASCII and the sum of its
  /// scalars' widths when each scalar is a character of its own, without grapheme breaking
  /// (labels are measured on every frame); the sum of its characters' widths otherwise.
  public static func of(_ text: String) -> Int {
    if isPrintableASCII(text) { return text.utf8.count }
    if eachScalarStandsAlone(text) {
      return text.unicodeScalars.reduce(0) { $0 + of($1) }
    }
    return text.reduce(0) { $0 + of($1) }
  }

  /// Whether every Unicode scalar of `text` is a character of its own, so it can be walked
  /// scalar by scalar.
  ///
  /// True when every scalar is printable ASCII, Latin-1 and the Latin extensions below the
  /// combining marks (U+00A0–U+02FF), general punctuation apart from its spaces, separators and
  /// format controls (U+2010–U+2027, U+2030–U+205E: dashes, quotes, bullets, the ellipsis), or
  /// in U+2100–U+2BFF (letterlike symbols, arrows, maths, box drawing, blocks, shapes,
  /// dingbats): none of these joins a neighbour into a grapheme cluster (no extenders, joiners,
  /// spacing marks, prepends, Hangul jamo or regional indicators), so grapheme breaking would
  /// split between each of them anyway.
  static func eachScalarIsACharacter(_ text: String) -> Bool {
    isPrintableASCII(text) || eachScalarStandsAlone(text)
  }

  private static func eachScalarStandsAlone(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { standsAlone($0.value) }
  }

  /// Whether the scalar `value` is one `eachScalarIsACharacter` accepts.
  @inline(__always)
  static func standsAlone(_ value: UInt32) -> Bool {
    (value >= 0x20 && value < 0x7F) || (value >= 0xA0 && value < 0x300)
      || (value >= 0x2010 && value < 0x2028) || (value >= 0x2030 && value < 0x205F)
      || (value >= 0x2100 && value < 0x2C00)
  }

  /// Whether `text` is printable ASCII only, read from its UTF-8 bytes.
  private static func isPrintableASCII(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    } ?? false
  }

  private static func isZeroWidth(_ v: UInt32) -> Bool {
    (0x300...0x36F).contains(v) || (0x200B...0x200F).contains(v) || (0xFE00...0xFE0F).contains(v)
      || (0x20D0...0x20FF).contains(v) || v == 0x2060 || v == 0xFEFF
  }

  /// The wide ranges, first and last scalar of each, sorted and disjoint (`isWide` searches them
  /// by halves). Pairs rather than `ClosedRange`s: an array of those is built at start-up, and
  /// building it makes the runtime look up `UInt32: Comparable`, a scan of every protocol
  /// conformance in the program, on the way to the first frame.
  static let wideRanges: [(first: UInt32, last: UInt32)] = [
    (0x1100, 0x115F), (0x231A, 0x231B), (0x2329, 0x232A), (0x23E9, 0x23EC), (0x23F0, 0x23F0),
    (0x23F3, 0x23F3), (0x25FD, 0x25FE), (0x2614, 0x2615), (0x2648, 0x2653), (0x267F, 0x267F),
    (0x2693, 0x2693), (0x26A1, 0x26A1), (0x26AA, 0x26AB), (0x26BD, 0x26BE), (0x26C4, 0x26C5),
    (0x26CE, 0x26CE), (0x26D4, 0x26D4), (0x26EA, 0x26EA), (0x26F2, 0x26F3), (0x26F5, 0x26F5),
    (0x26FA, 0x26FA), (0x26FD, 0x26FD), (0x2705, 0x2705), (0x270A, 0x270B), (0x2728, 0x2728),
    (0x274C, 0x274C), (0x274E, 0x274E), (0x2753, 0x2755), (0x2757, 0x2757), (0x2795, 0x2797),
    (0x27B0, 0x27B0), (0x27BF, 0x27BF), (0x2B1B, 0x2B1C), (0x2B50, 0x2B50), (0x2B55, 0x2B55),
    (0x2E80, 0x303E), (0x3041, 0x33FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xA000, 0xA4CF),
    (0xA960, 0xA97F), (0xAC00, 0xD7A3), (0xF900, 0xFAFF), (0xFE10, 0xFE19), (0xFE30, 0xFE6F),
    (0xFF00, 0xFF60), (0xFFE0, 0xFFE6), (0x1F300, 0x1F64F), (0x1F680, 0x1F6FF), (0x1F900, 0x1F9FF),
    (0x1FA70, 0x1FAFF), (0x20000, 0x2FFFD), (0x30000, 0x3FFFD),
  ]

  /// Whether `v` lies in one of `wideRanges`.
  ///
  /// A binary search rather than a scan: box drawing and other symbols below the CJK blocks
  /// would otherwise test every range, and frames are full of them.
  static func isWide(_ v: UInt32) -> Bool {
    if v < 0x1100 { return false }
    return wideRanges.withUnsafeBufferPointer { ranges in
      var lower = 0
      var upper = ranges.count
      while lower < upper {
        let middle = (lower + upper) / 2
        if ranges[middle].last < v {
          lower = middle + 1
        } else {
          upper = middle
        }
      }
      return lower < ranges.count && ranges[lower].first <= v
    }
  }
}
