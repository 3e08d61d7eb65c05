import CNcurses
import FormSimRender

/// The curses characters this screen has already made, looked up by a cell's bytes.
///
/// A frame hands curses a couple of thousand cells, but they hold only a few dozen distinct
/// glyph-and-style pairs (blanks, border pieces, the letters of a label). Converting each cell
/// costs a style mapping, a colour-pair lookup, a `setcchar` (with its `wcslen`) and a
/// `wcwidth`; a direct-mapped table keyed by the cell's bytes turns all of it into a few loads
/// and compares. Identical bytes are an identical cell (a cell is a plain value with its glyph
/// inline), so a hit gives exactly what converting again would; equal cells spelled with other
/// bytes merely take their own slots.
struct CursesCharacterCache {
  /// A cell's bytes as three words (the last may overlap the second).
  struct Key: Equatable {
    var first: UInt64
    var second: UInt64
    var third: UInt64

    init(_ cell: Cell) {
      var cell = cell
      (first, second, third) = withUnsafeBytes(of: &cell) { bytes in
        (
          bytes.loadUnaligned(fromByteOffset: 0, as: UInt64.self),
          bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self),
          bytes.loadUnaligned(fromByteOffset: Key.thirdOffset, as: UInt64.self)
        )
      }
    }

    /// Where the third word starts so that it ends with the cell's last byte.
    static let thirdOffset = MemoryLayout<Cell>.size - 8

    /// A slot number below `capacity`, mixing every word so nearby glyphs spread out.
    var slot: Int {
      let mixed =
        (first &* 0x9E37_79B9_7F4A_7C15) ^ (second &* 0xC2B2_AE3D_27D4_EB4F)
        ^ (third &* 0x1656_67B1_9E37_79F9)
      return Int(truncatingIfNeeded: mixed >> (64 - CursesCharacterCache.slotBits))
    }
  }

  /// What a cell becomes in curses.
  struct Entry {
    var key: Key
    var character: cchar_t
    /// Columns the C library gives the character's first code point: what ncurses will
    /// advance by when it stores it.
    var columns: Int
  }

  static let slotBits = 8
  private static let capacity = 1 << slotBits

  private var entries: [Entry?]

  init() {
    // The keys' three words must cover the whole cell and nothing beyond it.
    precondition(MemoryLayout<Cell>.size >= 16 && MemoryLayout<Cell>.size <= 24)
    entries = Array(repeating: nil, count: Self.capacity)
  }

  /// The entry for `key`, or nil if its slot holds another cell or nothing.
  func entry(for key: Key) -> Entry? {
    guard let entry = entries[key.slot], entry.key == key else { return nil }
    return entry
  }

  /// Keeps `entry`, in place of whatever its slot held.
  mutating func store(_ entry: Entry) {
    entries[entry.key.slot] = entry
  }

  /// Forgets every character (their colour pairs belong to one screen).
  mutating func removeAll() {
    for index in entries.indices { entries[index] = nil }
  }
}
