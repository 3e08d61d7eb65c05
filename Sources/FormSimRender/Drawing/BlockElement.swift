/// Vector geometry for the block-elements block, U+2580–U+259F.
///
/// Each glyph is a union of rectangles measured in eighths of the cell (halves, quadrants and the
/// eighth bars), or a whole-cell shade; filling the cell exactly is what lets a column of `█` or a
/// progress bar of `▌` draw without seams.
enum BlockElement {
  /// A rectangle in eighths of the cell: x, y, width, height.
  private typealias Eighths = (Int, Int, Int, Int)

  private static let upperHalf: Eighths = (0, 0, 8, 4)
  private static let upperLeft: Eighths = (0, 0, 4, 4)
  private static let upperRight: Eighths = (4, 0, 4, 4)
  private static let lowerLeft: Eighths = (0, 4, 4, 4)
  private static let lowerRight: Eighths = (4, 4, 4, 4)

  /// The rectangles of the solid glyphs, by code point.
  private static func rectangles(of scalar: UInt32) -> [Eighths]? {
    switch scalar {
    case 0x2580: return [upperHalf]
    case 0x2581...0x2588:
      let eighths = Int(scalar - 0x2580)
      return [(0, 8 - eighths, 8, eighths)]
    case 0x2589...0x258F:
      let eighths = Int(0x2590 - scalar)
      return [(0, 0, eighths, 8)]
    case 0x2590: return [(4, 0, 4, 8)]
    case 0x2594: return [(0, 0, 8, 1)]
    case 0x2595: return [(7, 0, 1, 8)]
    case 0x2596: return [lowerLeft]
    case 0x2597: return [lowerRight]
    case 0x2598: return [upperLeft]
    case 0x2599: return [upperLeft, lowerLeft, lowerRight]
    case 0x259A: return [upperLeft, lowerRight]
    case 0x259B: return [upperLeft, upperRight, lowerLeft]
    case 0x259C: return [upperLeft, upperRight, lowerRight]
    case 0x259D: return [upperRight]
    case 0x259E: return [upperRight, lowerLeft]
    case 0x259F: return [upperRight, lowerLeft, lowerRight]
    default: return nil
    }
  }

  /// The shapes that draw `character` in `cell`, or `nil` if it is not a block element.
  ///
  /// The shades ░ ▒ ▓ become the whole cell in the foreground colour at 25, 50 and 75 % opacity,
  /// which reads as the same density as the dotted font glyphs without their moiré.
  static func primitives(for character: Character, in cell: PixelRect) -> [GlyphPrimitive]? {
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first?.value
    else { return nil }
    switch scalar {
    case 0x2591: return [.shade(cell, alpha: 0.25)]
    case 0x2592: return [.shade(cell, alpha: 0.5)]
    case 0x2593: return [.shade(cell, alpha: 0.75)]
    default:
      guard let rectangles = rectangles(of: scalar) else { return nil }
      let eighthX = cell.width / 8
      let eighthY = cell.height / 8
      return rectangles.map { rectangle in
        .fill(
          PixelRect(
            x: cell.x + Double(rectangle.0) * eighthX, y: cell.y + Double(rectangle.1) * eighthY,
            width: Double(rectangle.2) * eighthX, height: Double(rectangle.3) * eighthY))
      }
    }
  }
}
