/// The duration and curve of one `UIView.animate` transaction.
public struct AnimationTiming: Sendable, Hashable {
  public var duration: Double
  public var curve: TimingCurve

  public init(duration: Double, curve: TimingCurve) {
    self.duration = duration
    self.curve = curve
  }

  /// The 0.3 s ease-in-out that every seed hard-codes.
  public static let seed = AnimationTiming(duration: 0.3, curve: .easeInOut)

  /// How long the motion really lasts (a spring ignores its reported duration).
  public var effectiveDuration: Double { curve.effectiveDuration(reported: duration) }
}
