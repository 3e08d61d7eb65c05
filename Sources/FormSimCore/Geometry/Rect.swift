/// A rectangle, as `CGRect`: an origin and a size, with the usual derived edges.
public struct Rect: Sendable, Hashable {
  public var origin: Point
  public var size: Size

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var width: Double { size.width }
  public var height: Double { size.height }

  /// `CGRectContainsPoint`: the right and bottom edges are outside, and a rectangle with a
  /// negative size is first standardised, as Core Graphics does.
  public func contains(_ point: Point) -> Bool {
    let rect = standardized
    return point.x >= rect.minX && point.x < rect.maxX && point.y >= rect.minY
      && point.y < rect.maxY
  }

  /// The same rectangle with a non-negative width and height (`CGRectStandardize`).
  public var standardized: Rect {
    Rect(
      x: min(minX, maxX), y: min(minY, maxY), width: abs(width), height: abs(height))
  }

  /// The overlap of two rectangles, or `nil` when they do not overlap.
  public func intersection(_ other: Rect) -> Rect? {
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX)
    let y1 = min(maxY, other.maxY)
    guard x1 > x0 && y1 > y0 else { return nil }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The rectangle moved by (`dx`, `dy`).
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width, height: height)
  }

  /// The rectangle shrunk by `dx` on the left and right and `dy` at the top and bottom (grown
  /// for negative ones), as Core Graphics' `CGRectInset` does.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }

  /// The smallest rectangle of whole numbers that holds this one, as Core Graphics'
  /// `CGRectIntegral` gives.
  public var integral: Rect {
    let x0 = minX.rounded(.down)
    let y0 = minY.rounded(.down)
    return Rect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
  }

  /// The rectangle with `insets` taken off each edge, as UIKit's `UIEdgeInsetsInsetRect` and
  /// `CGRect.inset(by:)` do.
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
      height: height - insets.top - insets.bottom)
  }
}
