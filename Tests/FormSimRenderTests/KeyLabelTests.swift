import FormSimCore
import Foundation
import Testing

@testable import FormSimRender

/// Every framed key's label sits in its middle: as many cells on its left as on its right, at
/// every keyboard width (an iPad's keys were four cells wide and read `[q ]`).
@Suite struct KeyLabelTests {
  /// Each `open`…`close` pair along `row`: the cells before and after the label inside it.
  static func paddings(_ row: String, open: Character, close: Character) -> [(String, Int, Int)] {
    var keys: [(String, Int, Int)] = []
    var inside: [Character]?
    for character in row {
      if inside == nil, character == open {
        inside = []
      } else if let face = inside, character == close {
        let label = String(face).trimmingCharacters(in: .whitespaces)
        let left = face.prefix { $0 == " " }.count
        let right = face.reversed().prefix { $0 == " " }.count
        keys.append((label, left, right))
        inside = nil
      } else {
        inside?.append(character)
      }
    }
    return keys
  }

  /// Heights of 6 and 14 rows give one-row keys in brackets and three-row boxed keys.
  @Test(arguments: [6, 14])
  func everyFramedKeysLabelIsCentred(height: Int) {
    let theme = Theme(colorEnabled: true, unicodeEnabled: true)
    var checked = 0
    for width in 41...160 {
      var grid = CellGrid(width: width, height: height)
      KeyboardRenderer(theme: theme).draw(
        top: 0, height: height, width: width, predictiveRows: 0, clipBottom: height,
        into: &grid)
      for line in grid.lines {
        let keys =
          height == 6
          ? Self.paddings(line, open: "[", close: "]") : Self.paddings(line, open: "│", close: "│")
        for (label, left, right) in keys where !label.isEmpty {
          #expect(
            left == right, "width \(width): '\(label)' has \(left) and \(right) cells beside it")
          checked += 1
        }
      }
    }
    // 120 widths × 31 keys (10 + 9 + 9 + 3).
    #expect(checked == 120 * 31)
  }
}
