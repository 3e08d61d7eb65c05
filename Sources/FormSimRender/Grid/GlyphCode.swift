import Synchronization

/// A cell's glyph as plain bytes: its UTF-8 inline when it fits in 15 bytes, otherwise an index
/// into `GlyphTable`.
///
/// A `Character` keeps its text in `String` storage, so every copy, fill and release of a cell
/// holding one went through reference counting: about 30 ns a cell, most of a frame's render
/// time. Two plain words make `Cell` a trivial type that arrays copy with `memcpy` and free
/// without touching each element. Fifteen bytes hold every single scalar, emoji with a variation
/// selector or skin tone, flags, keycaps and short ZWJ sequences; longer graphemes (a family
/// emoji is 25 bytes) are interned once, so they still round-trip byte for byte.
struct GlyphCode: Sendable {
  /// UTF-8 bytes 0–7, byte 0 in the lowest bits; or the table index for an interned glyph.
  var low: UInt64
  /// UTF-8 bytes 8–14 in the low seven bytes; the top byte is the byte count (1–15), or
  /// `internedTag` when `low` is a `GlyphTable` index.
  var high: UInt64

  /// The top byte of `high` for a glyph kept in `GlyphTable`.
  static let internedTag: UInt64 = 0xFF

  /// A space: the glyph of blank cells.
  static let space = GlyphCode(ascii: 0x20)

  init(ascii byte: UInt8) {
    low = UInt64(byte)
    high = 1 << 56
  }

  /// The code of the character made of this one scalar, encoded without building the character.
  init(_ scalar: Unicode.Scalar) {
    let value = UInt64(scalar.value)
    switch value {
    case ..<0x80:
      low = value
      high = 1 << 56
    case ..<0x800:
      low = (0xC0 | value >> 6) | (0x80 | value & 0x3F) << 8
      high = 2 << 56
    case ..<0x1_0000:
      low = (0xE0 | value >> 12) | (0x80 | value >> 6 & 0x3F) << 8 | (0x80 | value & 0x3F) << 16
      high = 3 << 56
    default:
      low =
        (0xF0 | value >> 18) | (0x80 | value >> 12 & 0x3F) << 8 | (0x80 | value >> 6 & 0x3F) << 16
        | (0x80 | value & 0x3F) << 24
      high = 4 << 56
    }
  }

  init(_ character: Character) {
    let utf8 = character.utf8
    if utf8.count <= 15 {
      var low: UInt64 = 0
      var high: UInt64 = 0
      var index: UInt64 = 0
      for byte in utf8 {
        if index < 8 {
          low |= UInt64(byte) << (8 * index)
        } else {
          high |= UInt64(byte) << (8 * (index - 8))
        }
        index += 1
      }
      self.low = low
      self.high = high | index << 56
    } else {
      low = UInt64(GlyphTable.shared.index(of: Array(utf8)))
      high = Self.internedTag << 56
    }
  }

  /// The number of UTF-8 bytes held inline, or `internedTag`.
  private var tag: UInt64 { high >> 56 }

  /// Whether the glyph is one ASCII character, which no other glyph can equal.
  var isASCII: Bool { tag == 1 }

  /// Whether the glyph is one scalar that no other single scalar is canonically equivalent to:
  /// two such glyphs with different bytes are different characters, with no need to build them.
  ///
  /// True for scalars below U+0300, which are all in composed form (none is a singleton
  /// decomposition or excluded from composition, the ways two scalars come to be equivalent),
  /// and for Box Drawing, Block Elements and Geometric Shapes (U+2500–U+25FF), which decompose
  /// to nothing: between them, the glyphs of nearly every changed cell of a frame.
  var isSoleSpelling: Bool {
    if tag == 1 { return true }
    guard let scalar = singleScalar?.value else { return false }
    return scalar < 0x300 || (0x2500..<0x2600).contains(scalar)
  }

  var character: Character {
    let tag = tag
    if tag == 1 { return Character(Unicode.Scalar(UInt8(truncatingIfNeeded: low))) }
    if tag == Self.internedTag { return GlyphTable.shared.character(at: Int(low)) }
    let text = withUnsafeBytes(of: (low.littleEndian, high.littleEndian)) { bytes in
      String(decoding: bytes.prefix(Int(tag)), as: UTF8.self)
    }
    return Character(text)
  }

  /// `DisplayWidth.of(character)`, without building the character for a single scalar.
  var displayWidth: Int {
    let tag = tag
    if tag == 1 {
      return low < 0x20 || low == 0x7F ? 0 : 1
    }
    if let scalar = singleScalar { return DisplayWidth.of(scalar) }
    return DisplayWidth.of(character)
  }

  /// The scalar when the glyph is exactly one scalar (its UTF-8 length is that of its lead byte).
  var singleScalar: Unicode.Scalar? {
    let tag = tag
    guard tag <= 4 else { return nil }
    let lead = UInt32(truncatingIfNeeded: low & 0xFF)
    let byte1 = UInt32(truncatingIfNeeded: low >> 8 & 0x3F)
    let byte2 = UInt32(truncatingIfNeeded: low >> 16 & 0x3F)
    let byte3 = UInt32(truncatingIfNeeded: low >> 24 & 0x3F)
    switch tag {
    case 1 where lead < 0x80: return Unicode.Scalar(lead)
    case 2 where lead & 0xE0 == 0xC0: return Unicode.Scalar((lead & 0x1F) << 6 | byte1)
    case 3 where lead & 0xF0 == 0xE0:
      return Unicode.Scalar((lead & 0x0F) << 12 | byte1 << 6 | byte2)
    case 4 where lead & 0xF8 == 0xF0:
      return Unicode.Scalar((lead & 0x07) << 18 | byte1 << 12 | byte2 << 6 | byte3)
    default: return nil
    }
  }

  /// The same bytes (the same glyph, stored the same way).
  func isIdentical(to other: GlyphCode) -> Bool {
    low == other.low && high == other.high
  }
}

/// Graphemes too long to keep inline in a cell (family emoji and other long ZWJ sequences),
/// each stored once for the life of the process.
///
/// Realistic frames have a handful at most, so the table stays tiny; keying by UTF-8 bytes (not
/// by `String`, whose equality is canonical equivalence) gives each spelling its own entry, so a
/// glyph reads back exactly as it was written and equal bytes mean an equal index.
final class GlyphTable: Sendable {
  static let shared = GlyphTable()

  private struct Entries {
    var indices: [[UInt8]: Int] = [:]
    var characters: [Character] = []
  }

  private let entries = Mutex(Entries())

  func index(of utf8: [UInt8]) -> Int {
    entries.withLock { entries in
      if let index = entries.indices[utf8] { return index }
      let index = entries.characters.count
      entries.characters.append(Character(String(decoding: utf8, as: UTF8.self)))
      entries.indices[utf8] = index
      return index
    }
  }

  func character(at index: Int) -> Character {
    entries.withLock { $0.characters[index] }
  }
}
