/// A rectangle of cells: what one frame of FormSim looks like, whatever shows it.
///
/// The terminal backend, the text/ANSI/SVG writers and the tests all read the same grid, so a frame
/// that a test checks is the frame a user sees.
public struct CellGrid: Sendable, Equatable {
  public let width: Int
  public let height: Int
  public private(set) var cells: [Cell]

  public init(width: Int, height: Int, fill: Cell = .blank) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: fill, count: self.width * self.height)
  }

  /// The cell at column `x`, row `y`; reading outside the grid gives a blank cell.
  public subscript(x: Int, y: Int) -> Cell {
    get { contains(x: x, y: y) ? cells[y * width + x] : .blank }
    set {
      if contains(x: x, y: y) { cells[y * width + x] = newValue }
    }
  }

  public func contains(x: Int, y: Int) -> Bool {
    x >= 0 && y >= 0 && x < width && y < height
  }

  /// One row of cells.
  public func row(_ y: Int) -> ArraySlice<Cell> {
    guard y >= 0 && y < height else { return [] }
    return cells[(y * width)..<((y + 1) * width)]
  }

  /// Writes `text` from column `x` on row `y`, clipped to the grid (and to `maxX`, exclusive).
  ///
  /// Double-width glyphs take two cells; one that would straddle the clip edge is replaced by a
  /// space so that no half glyph is ever drawn. Returns the column after the last cell written.
  @discardableResult
  public mutating func put(
    _ text: String, x: Int, y: Int, style: Style = .plain, maxX: Int? = nil
  ) -> Int {
    let limit = min(width, maxX ?? width)
    var column = x
    guard y >= 0 && y < height else { return column }
    if let end = putASCII(text, x: x, y: y, style: style, limit: limit) { return end }
    let gridWidth = width
    if DisplayWidth.eachScalarIsACharacter(text) {
      // Same cells as the loop below, without grapheme breaking (a large share of a frame).
      return cells.withUnsafeMutableBufferPointer { cells in
        for scalar in text.unicodeScalars {
          guard
            Self.place(
              GlyphCode(scalar), width: DisplayWidth.of(scalar), at: &column, y: y, style: style,
              limit: limit, in: cells, gridWidth: gridWidth)
          else { break }
        }
        return column
      }
    }
    return cells.withUnsafeMutableBufferPointer { cells in
      for character in text {
        // An emoji sequence is drawn as its parts, whose widths every terminal agrees on.
        for glyph in DisplayWidth.drawnParts(of: character) ?? [character] {
          guard
            Self.place(
              GlyphCode(glyph), width: DisplayWidth.of(glyph), at: &column, y: y, style: style,
              limit: limit, in: cells, gridWidth: gridWidth)
          else { return column }
        }
      }
      return column
    }
  }

  /// Writes `glyph` `count` times from column `x` on row `y`, as `put` would write
  /// `String(repeating: glyph, count: count)`, without building the string: a glyph of one
  /// scalar that `put` walks scalar by scalar (box drawing, rules, ASCII) is measured and
  /// encoded once. Returns the column after the last cell written.
  @discardableResult
  public mutating func put(
    _ glyph: Character, repeated count: Int, x: Int, y: Int, style: Style = .plain,
    maxX: Int? = nil
  ) -> Int {
    var scalars = glyph.unicodeScalars.makeIterator()
    guard let scalar = scalars.next(), scalars.next() == nil,
      DisplayWidth.standsAlone(scalar.value)
    else {
      return put(
        String(repeating: String(glyph), count: max(0, count)), x: x, y: y, style: style,
        maxX: maxX)
    }
    let limit = min(width, maxX ?? width)
    var column = x
    guard y >= 0 && y < height else { return column }
    let code = GlyphCode(scalar)
    let glyphWidth = DisplayWidth.of(scalar)
    let gridWidth = width
    return cells.withUnsafeMutableBufferPointer { cells in
      for _ in 0..<max(0, count) {
        guard
          Self.place(
            code, width: glyphWidth, at: &column, y: y, style: style, limit: limit, in: cells,
            gridWidth: gridWidth)
        else { break }
      }
      return column
    }
  }

  /// `put` for text of printable ASCII only (most labels, borders aside), or nil for any other
  /// text: one cell per byte, written in place, with the same clearing of wide glyphs it
  /// overwrites as `place`, but without decoding scalars, looking up widths or checking each
  /// write.
  private mutating func putASCII(
    _ text: String, x: Int, y: Int, style: Style, limit: Int
  ) -> Int? {
    let width = width
    let written: Int?? = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
      var column = x
      cells.withUnsafeMutableBufferPointer { cells in
        let row = y * width
        for byte in bytes {
          if column >= limit { break }
          if column >= 0 {
            Self.clearWideGlyph(at: column, row: row, in: cells, gridWidth: width)
            cells[row + column] = Cell(code: GlyphCode(ascii: byte), style: style)
          }
          column += 1
        }
      }
      return column
    }
    return written ?? nil
  }

  /// Writes one glyph of `put` at `column` of row `y` in `cells` (the grid's storage, written
  /// in place: a frame places thousands of glyphs) and moves past it; false when the row is
  /// full.
  private static func place(
    _ glyph: GlyphCode, width glyphWidth: Int, at column: inout Int, y: Int, style: Style,
    limit: Int, in cells: UnsafeMutableBufferPointer<Cell>, gridWidth: Int
  ) -> Bool {
    if glyphWidth == 0 { return true }
    if column >= limit { return false }
    let row = y * gridWidth
    if glyphWidth == 2 && column + 1 >= limit {
      if column >= 0 { cells[row + column] = Cell(code: .space, style: style) }
      column += 1
      return false
    }
    if column >= 0 {
      clearWideGlyph(at: column, row: row, in: cells, gridWidth: gridWidth)
      cells[row + column] = Cell(code: glyph, style: style)
      if glyphWidth == 2 {
        clearWideGlyph(at: column + 1, row: row, in: cells, gridWidth: gridWidth)
        cells[row + column + 1] = Cell(code: .space, style: style, isContinuation: true)
      }
    }
    column += glyphWidth
    return true
  }

  /// Fills a rectangle (clipped) with one cell.
  public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, with cell: Cell) {
    let x0 = max(0, x)
    let y0 = max(0, y)
    let x1 = min(width, x + w)
    let y1 = min(height, y + h)
    guard x0 < x1 && y0 < y1 else { return }
    let width = width
    cells.withUnsafeMutableBufferPointer { cells in
      for row in y0..<y1 {
        let base = row * width
        for column in x0..<x1 { cells[base + column] = cell }
      }
    }
  }

  /// Copies `other` into this grid with its top-left corner at (`x`, `y`), clipped to the grid
  /// and to rows above `maxY` (exclusive).
  ///
  /// Row by row, the clipped stretch at once: a frame blits the whole device screen.
  public mutating func blit(_ other: CellGrid, x: Int, y: Int, maxY: Int? = nil) {
    let x0 = max(0, x)
    let x1 = min(width, x + other.width)
    guard x0 < x1 else { return }
    let y1 = min(height, y + other.height, maxY ?? height)
    for row in max(0, y)..<max(max(0, y), y1) {
      let source = (row - y) * other.width + (x0 - x)
      let target = row * width + x0
      cells.replaceSubrange(
        target..<(target + x1 - x0), with: other.cells[source..<(source + x1 - x0)])
    }
  }

  /// The grid as plain text, one line per row, trailing spaces kept, continuation cells skipped.
  public var lines: [String] {
    (0..<height).map { y in
      var line = ""
      for cell in row(y) where !cell.isContinuation { line.append(cell.glyph) }
      return line
    }
  }

  /// Overwriting half of a wide glyph must not leave the other half behind: before column `x` of
  /// the row starting at `row` in `cells` is written, the glyph's other half becomes a space.
  @inline(__always)
  private static func clearWideGlyph(
    at x: Int, row: Int, in cells: UnsafeMutableBufferPointer<Cell>, gridWidth: Int
  ) {
    let cell = cells[row + x]
    if cell.isContinuation, x > 0 {
      cells[row + x - 1] = Cell(code: .space, style: cells[row + x - 1].style)
    } else if !cell.code.isASCII, cell.code.displayWidth == 2, x + 1 < gridWidth {
      cells[row + x + 1] = Cell(code: .space, style: cell.style)
    }
  }
}
