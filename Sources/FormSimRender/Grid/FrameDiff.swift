#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which cells of a new frame differ from the frame already on screen.
///
/// Sending only these cells keeps each frame to a few bytes when little moves, and never clearing
/// between frames is what keeps the terminal from flickering. A pure function, so it is tested
/// without a terminal.
public enum FrameDiff {
  /// Runs of changed cells, row by row, left to right.
  ///
  /// With no previous frame (first draw, or after a resize) or a previous frame of another size,
  /// every cell counts as changed. A double-width glyph and its continuation cell are always sent
  /// together, so a run never starts or ends in the middle of a glyph.
  public static func changedRuns(old: CellGrid?, new: CellGrid) -> [CellRun] {
    guard let old, old.width == new.width, old.height == new.height else {
      guard new.width > 0 else { return [] }
      return (0..<new.height).map { CellRun(row: $0, column: 0, count: new.width) }
    }
    var runs: [CellRun] = []
    let width = new.width
    // Cells are compared in place by their bytes: identical bytes are equal cells (a cell is a
    // plain value, its glyph stored inline), and that settles the unchanged majority without
    // building a glyph; a row whose bytes all match is skipped with one `memcmp`. Only cells
    // whose bytes differ go through `==`, which also finds equal glyphs spelled differently.
    let cellSize = MemoryLayout<Cell>.size
    let stride = MemoryLayout<Cell>.stride
    old.cells.withUnsafeBufferPointer { oldCells in
      new.cells.withUnsafeBufferPointer { newCells in
        guard let oldBase = oldCells.baseAddress, let newBase = newCells.baseAddress else { return }
        func same(_ index: Int) -> Bool {
          sameBytes(oldBase + index, newBase + index, count: cellSize)
            || oldCells[index] == newCells[index]
        }
        for y in 0..<new.height {
          let base = y * width
          if memcmp(oldBase + base, newBase + base, width * stride) == 0 { continue }
          var x = 0
          while x < width {
            guard !same(base + x) else {
              x += 1
              continue
            }
            var start = x
            if newCells[base + start].isContinuation && start > 0 { start -= 1 }
            var end = x + 1
            while end < width && (!same(base + end) || newCells[base + end].isContinuation) {
              end += 1
            }
            if let last = runs.last, last.row == y, last.column + last.count >= start {
              runs[runs.count - 1].count = end - last.column
            } else {
              runs.append(CellRun(row: y, column: start, count: end - start))
            }
            x = end
          }
        }
      }
    }
    return runs
  }

  /// Whether the `count` bytes at `left` and `right` match, compared a word at a time inline
  /// (the last word may overlap the one before): a call to `memcmp` per cell costs more than
  /// the comparison.
  @inline(__always)
  private static func sameBytes(
    _ left: UnsafeRawPointer, _ right: UnsafeRawPointer, count: Int
  ) -> Bool {
    guard count >= 8 else { return memcmp(left, right, count) == 0 }
    var offset = 0
    while offset + 8 < count {
      guard
        left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          == right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      else { return false }
      offset += 8
    }
    return left.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      == right.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
  }
}
