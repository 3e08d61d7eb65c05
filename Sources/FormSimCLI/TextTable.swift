/// Columns of text padded to line up, for the listing commands and `check`'s report.
package struct TextTable {
  var header: [String]
  var rows: [[String]] = []

  package init(_ header: [String]) {
    self.header = header
  }

  package mutating func add(_ row: [String]) { rows.append(row) }

  /// The table with two spaces between columns and a rule under the header.
  package func render() -> String {
    let all = [header] + rows
    var widths = [Int](repeating: 0, count: header.count)
    for row in all {
      for (index, cell) in row.enumerated() where index < widths.count {
        widths[index] = max(widths[index], cell.count)
      }
    }
    func line(_ row: [String]) -> String {
      var text = ""
      for (index, cell) in row.enumerated() {
        let last = index == row.count - 1
        text += last ? cell : cell.padding(toLength: widths[index] + 2)
      }
      return text
    }
    var output = line(header) + "\n"
    output += line(widths.map { String(repeating: "-", count: $0) }) + "\n"
    for row in rows { output += line(row) + "\n" }
    return output
  }
}

extension String {
  /// The string padded with spaces (or cut) to `length` characters.
  func padding(toLength length: Int) -> String {
    count >= length ? String(prefix(length)) : self + String(repeating: " ", count: length - count)
  }
}
