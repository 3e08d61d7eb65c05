/// A point in UIKit's coordinate space: points, origin top-left, y down.
public struct Point: Sendable, Hashable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)
}
