/// Columns of text padded to line up, for the listing commands and `check`'s table.
///
/// A column's width is measured by `width`: characters unless the caller knows better. A
/// command that prints to a terminal passes the display width (`DisplayWidth`, in the
/// renderer), so a label in Chinese or Japanese, two columns a character, keeps the columns
/// after it in line.
public struct TextTable: Sendable {
  public var header: [String]
  public var rows: [[String]] = []
  public var width: @Sendable (String) -> Int

  public init(_ header: [String], width: @escaping @Sendable (String) -> Int = { $0.count }) {
    self.header = header
    self.width = width
  }

  public mutating func add(_ row: [String]) { rows.append(row) }

  /// The table with two spaces between columns and a rule under the header.
  public func render() -> String {
    let all = [header] + rows
    var widths = [Int](repeating: 0, count: header.count)
    for row in all {
      for (index, cell) in row.enumerated() where index < widths.count {
        widths[index] = max(widths[index], width(cell))
      }
    }
    func line(_ row: [String]) -> String {
      var text = ""
      for (index, cell) in row.enumerated() {
        let last = index == row.count - 1
        let pad = widths[index] + 2 - width(cell)
        text += last ? cell : cell + String(repeating: " ", count: max(0, pad))
      }
      return text
    }
    var output = line(header) + "\n"
    output += line(widths.map { String(repeating: "-", count: $0) }) + "\n"
    for row in rows { output += line(row) + "\n" }
    return output
  }
}
