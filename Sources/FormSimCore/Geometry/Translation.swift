/// A translation-only affine transform.
///
/// The strategies only ever translate the root view, so FormSim keeps just `tx` and `ty` of a
/// `CGAffineTransform`; a translation moves a view the same whatever its anchor point.
public struct Translation: Sendable, Hashable {
  public var tx: Double
  public var ty: Double

  public init(tx: Double = 0, ty: Double = 0) {
    self.tx = tx
    self.ty = ty
  }

  /// `CGAffineTransformIdentity`.
  public static let identity = Translation()
}
