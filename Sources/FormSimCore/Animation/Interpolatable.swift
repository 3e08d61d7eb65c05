/// A value that can be drawn part way between two others: what a presentation value needs.
public protocol Interpolatable: Sendable, Equatable {
  static func interpolate(from: Self, to: Self, progress: Double) -> Self
}

extension Double: Interpolatable {
  public static func interpolate(from: Double, to: Double, progress: Double) -> Double {
    progress >= 1 ? to : from + (to - from) * progress
  }
}

extension Point: Interpolatable {
  public static func interpolate(from: Point, to: Point, progress: Double) -> Point {
    Point(
      x: .interpolate(from: from.x, to: to.x, progress: progress),
      y: .interpolate(from: from.y, to: to.y, progress: progress))
  }
}

extension Rect: Interpolatable {
  public static func interpolate(from: Rect, to: Rect, progress: Double) -> Rect {
    Rect(
      x: .interpolate(from: from.minX, to: to.minX, progress: progress),
      y: .interpolate(from: from.minY, to: to.minY, progress: progress),
      width: .interpolate(from: from.width, to: to.width, progress: progress),
      height: .interpolate(from: from.height, to: to.height, progress: progress))
  }
}

extension Translation: Interpolatable {
  public static func interpolate(from: Translation, to: Translation, progress: Double)
    -> Translation
  {
    Translation(
      tx: .interpolate(from: from.tx, to: to.tx, progress: progress),
      ty: .interpolate(from: from.ty, to: to.ty, progress: progress))
  }
}
