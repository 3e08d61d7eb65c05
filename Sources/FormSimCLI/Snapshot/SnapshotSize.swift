/// The terminal size a snapshot is drawn for, from `--size COLSxROWS`.
///
/// A snapshot does not look at the real terminal, so that the same command always writes the same
/// bytes; the default is a fixed size at which the device, the panel and the footer all fit.
struct SnapshotSize: Equatable, Sendable {
  var columns: Int
  var rows: Int

  /// 100×36: the size of the screen goldens, wide enough for the panel beside an iPhone 4.
  static let standard = SnapshotSize(columns: 100, rows: 36)
  /// Below this nothing, not even the "terminal too small" message, can be read.
  static let minimum = SnapshotSize(columns: 20, rows: 8)
  /// A bound that keeps a mistyped size from allocating a gigantic grid.
  static let maximum = SnapshotSize(columns: 1000, rows: 1000)

  /// Parses `100x36` (or `100X36`); throws a message that says what is wrong with the value.
  @Sendable static func parse(_ text: String) throws(ValidationError) -> SnapshotSize {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
      .flatMap { $0.split(separator: "X", omittingEmptySubsequences: false) }
    guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
      columns >= 0, rows >= 0
    else {
      throw ValidationError("expected COLSxROWS, e.g. 100x36")
    }
    let size = SnapshotSize(columns: columns, rows: rows)
    if columns < minimum.columns || rows < minimum.rows {
      throw ValidationError("\(size) is too small to read; give at least \(minimum)")
    }
    if columns > maximum.columns || rows > maximum.rows {
      throw ValidationError("\(size) is too large; give at most \(maximum)")
    }
    return size
  }
}

extension SnapshotSize: CustomStringConvertible {
  /// `100x36`, the spelling `--size` takes.
  var description: String { "\(columns)x\(rows)" }
}
