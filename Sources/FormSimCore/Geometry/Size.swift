/// A width and height in points.
public struct Size: Sendable, Hashable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(width: 0, height: 0)

  /// The same size turned a quarter: how a portrait screen looks in landscape.
  public var transposed: Size { Size(width: height, height: width) }
}
