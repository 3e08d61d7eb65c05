/// `UIEdgeInsets`: distances in from each edge.
public struct EdgeInsets: Sendable, Hashable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public static let zero = EdgeInsets()
}
