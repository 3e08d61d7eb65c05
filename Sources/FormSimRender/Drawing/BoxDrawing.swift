/// Vector geometry for the box-drawing block, U+2500–U+257F.
///
/// Each glyph is described by the weight of its four arms (up, right, down, left), as the Unicode
/// names do ("down light and right heavy"); arms are drawn as rectangles from the cell's centre to
/// its edge, so that a line continues exactly into the neighbouring cell. Double lines, dashes,
/// rounded corners and diagonals are handled too, so every character of the block is drawn.
enum BoxDrawing {
  /// The weight of one arm.
  enum Weight: Int {
    case none = 0
    case light = 1
    case heavy = 2
    case double = 3
  }

  /// The four arms of a glyph, in the order up, right, down, left.
  struct Arms: Equatable {
    var up: Weight
    var right: Weight
    var down: Weight
    var left: Weight
  }

  /// Arm weights for U+2500…U+257F, four digits (up, right, down, left) per code point; `-`
  /// marks the glyphs that are not arm-shaped (dashes, arcs, diagonals).
  private static let table: [UInt8] = Array(
    ("0101020210102020--------------------------------0110021001200220"
      + "0011001200210022110012002100220010011002200120021110121021101120"
      + "2120221012202220101110122011102120212012102220220111011202110212"
      + "0121012202210222110111021201120221012102220122021111111212111212"
      + "211111212121211222111122122122121222212222212222----------------"
      + "0303303003100130033000130031003313003100330010033001300313103130"
      + "3330101330313033031301310333130331013303131331313333------------"
      + "----------------000110000100001000022000020000200201102001022010").utf8)

  private static let firstScalar: UInt32 = 0x2500
  private static let lastScalar: UInt32 = 0x257F

  /// Whether `character` is a single scalar in the box-drawing block.
  static func contains(_ character: Character) -> Bool {
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first
    else { return false }
    return (firstScalar...lastScalar).contains(scalar.value)
  }

  /// The arm weights of an arm-shaped glyph, or `nil` for dashes, arcs and diagonals.
  static func arms(of scalar: UInt32) -> Arms? {
    guard (firstScalar...lastScalar).contains(scalar) else { return nil }
    let offset = Int(scalar - firstScalar) * 4
    guard offset + 3 < table.count else { return nil }
    let digits = table[offset..<(offset + 4)].map { Int($0) - Int(UInt8(ascii: "0")) }
    guard digits.allSatisfy({ (0...3).contains($0) }) else { return nil }
    return Arms(
      up: Weight(rawValue: digits[0])!, right: Weight(rawValue: digits[1])!,
      down: Weight(rawValue: digits[2])!, left: Weight(rawValue: digits[3])!)
  }

  /// The shapes that draw `character` in `cell`, or `nil` if it is not a box-drawing glyph.
  ///
  /// - Parameter lineWidth: the width of a light line. Heavy lines are three times as wide (an
  ///   odd multiple keeps them on whole pixels); each stroke of a double line is light, one line
  ///   width apart from the other.
  static func primitives(
    for character: Character, in cell: PixelRect, lineWidth: Double
  ) -> [GlyphPrimitive]? {
    guard contains(character), let scalar = character.unicodeScalars.first?.value else {
      return nil
    }
    let geometry = Geometry(cell: cell, light: lineWidth)
    if let arms = arms(of: scalar) { return geometry.arms(arms) }
    if let dashed = dashes[scalar] { return geometry.dashes(dashed) }
    switch scalar {
    case 0x256D: return [geometry.arc(down: true, right: true)]
    case 0x256E: return [geometry.arc(down: true, right: false)]
    case 0x256F: return [geometry.arc(down: false, right: false)]
    case 0x2570: return [geometry.arc(down: false, right: true)]
    case 0x2571: return [geometry.diagonal(rising: true)]
    case 0x2572: return [geometry.diagonal(rising: false)]
    case 0x2573: return [geometry.diagonal(rising: true), geometry.diagonal(rising: false)]
    default: return nil
    }
  }

  /// A dashed line: its direction, weight and number of dashes per cell.
  struct Dashes {
    var horizontal: Bool
    var heavy: Bool
    var count: Int
  }

  private static let dashes: [UInt32: Dashes] = [
    0x2504: Dashes(horizontal: true, heavy: false, count: 3),
    0x2505: Dashes(horizontal: true, heavy: true, count: 3),
    0x2506: Dashes(horizontal: false, heavy: false, count: 3),
    0x2507: Dashes(horizontal: false, heavy: true, count: 3),
    0x2508: Dashes(horizontal: true, heavy: false, count: 4),
    0x2509: Dashes(horizontal: true, heavy: true, count: 4),
    0x250A: Dashes(horizontal: false, heavy: false, count: 4),
    0x250B: Dashes(horizontal: false, heavy: true, count: 4),
    0x254C: Dashes(horizontal: true, heavy: false, count: 2),
    0x254D: Dashes(horizontal: true, heavy: true, count: 2),
    0x254E: Dashes(horizontal: false, heavy: false, count: 2),
    0x254F: Dashes(horizontal: false, heavy: true, count: 2),
  ]
}
