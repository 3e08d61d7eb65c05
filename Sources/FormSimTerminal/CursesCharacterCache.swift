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
///
/// A class over one fixed allocation: the screen keeps it in a `let`, so the per-cell lookups
/// pay no exclusivity check or copy-on-write test.
final class CursesCharacterCache {
  /// A cell's bytes as three words (the last may overlap the second).
  struct Key: Equatable {
    var first: UInt64
    var second: UInt64
    var third: UInt64

    init(first: UInt64, second: UInt64, third: UInt64) {
      self.first = first
      self.second = second
      self.third = third
    }

    /// The bytes of the cell at `cell`, read where the cell lies (a copy in locals would be
    /// written field by field and then read back as words, which the processor cannot forward).
    @inline(__always)
    init(_ cell: UnsafePointer<Cell>) {
      let bytes = UnsafeRawPointer(cell)
      first = bytes.loadUnaligned(fromByteOffset: 0, as: UInt64.self)
      second = bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
      third = bytes.loadUnaligned(fromByteOffset: Key.thirdOffset, as: UInt64.self)
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

  private struct Slot {
    var entry: Entry
    var isFilled: Bool
  }

  static let slotBits = 8
  private static let capacity = 1 << slotBits

  private let slots: UnsafeMutablePointer<Slot>

  init() {
    // The keys' three words must cover the whole cell and nothing beyond it.
    precondition(MemoryLayout<Cell>.size >= 16 && MemoryLayout<Cell>.size <= 24)
    slots = .allocate(capacity: Self.capacity)
    let empty = Entry(
      key: Key(first: 0, second: 0, third: 0), character: cchar_t(), columns: 0)
    slots.initialize(repeating: Slot(entry: empty, isFilled: false), count: Self.capacity)
  }

  deinit {
    slots.deallocate()
  }

  /// The entry for `key`, or nil if its slot holds another cell or nothing.
  @inline(__always)
  func entry(for key: Key) -> Entry? {
    let slot = slots + key.slot
    guard slot.pointee.isFilled, slot.pointee.entry.key == key else { return nil }
    return slot.pointee.entry
  }

  /// Keeps `entry`, in place of whatever its slot held.
  func store(_ entry: Entry) {
    slots[entry.key.slot] = Slot(entry: entry, isFilled: true)
  }

  /// Forgets every character (their colour pairs belong to one screen).
  func removeAll() {
    for index in 0..<Self.capacity { slots[index].isFilled = false }
  }
}
