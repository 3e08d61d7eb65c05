/// A rectangle in the SVG's pixel coordinates.
struct PixelRect: Equatable {
  var x: Double
  var y: Double
  var width: Double
  var height: Double

  /// The rectangle as a closed SVG sub-path, so that many can share one `<path>` element.
  var pathData: String {
    "M\(SVGNumber.format(x)) \(SVGNumber.format(y))h\(SVGNumber.format(width))"
      + "v\(SVGNumber.format(height))h\(SVGNumber.format(-width))Z"
  }

  /// The same area covered by fewer rectangles: rectangles on the same rows that touch or overlap
  /// side by side are joined, then rectangles on the same columns that touch top to bottom.
  ///
  /// A border drawn cell by cell becomes one rectangle per straight stretch, which keeps SVG files
  /// small and leaves no anti-aliasing seams where cells meet. Only exact unions are made, so the
  /// covered area is unchanged; the result is sorted, so it is deterministic.
  static func merged(_ rects: [PixelRect]) -> [PixelRect] {
    let rows = joined(rects, sortedBy: byRow, join: sideBySide)
    return joined(rows, sortedBy: byColumn, join: stacked)
  }

  private static func byRow(_ a: PixelRect, _ b: PixelRect) -> Bool {
    (a.y, a.height, a.x) < (b.y, b.height, b.x)
  }

  private static func byColumn(_ a: PixelRect, _ b: PixelRect) -> Bool {
    (a.x, a.width, a.y) < (b.x, b.width, b.y)
  }

  /// The union of two rectangles on the same rows that touch or overlap, else `nil`.
  private static func sideBySide(_ current: PixelRect, _ next: PixelRect) -> PixelRect? {
    guard current.y == next.y, current.height == next.height, next.x <= current.x + current.width
    else { return nil }
    let right = max(current.x + current.width, next.x + next.width)
    return PixelRect(x: current.x, y: current.y, width: right - current.x, height: current.height)
  }

  /// The union of two rectangles on the same columns that touch or overlap, else `nil`.
  private static func stacked(_ current: PixelRect, _ next: PixelRect) -> PixelRect? {
    guard current.x == next.x, current.width == next.width, next.y <= current.y + current.height
    else { return nil }
    let bottom = max(current.y + current.height, next.y + next.height)
    return PixelRect(x: current.x, y: current.y, width: current.width, height: bottom - current.y)
  }

  /// Sorts `rects` and folds each into its predecessor wherever `join` can make one of the two.
  private static func joined(
    _ rects: [PixelRect], sortedBy order: (PixelRect, PixelRect) -> Bool,
    join: (PixelRect, PixelRect) -> PixelRect?
  ) -> [PixelRect] {
    var result: [PixelRect] = []
    for rect in rects.sorted(by: order) {
      if let last = result.last, let union = join(last, rect) {
        result[result.count - 1] = union
      } else {
        result.append(rect)
      }
    }
    return result
  }
}
