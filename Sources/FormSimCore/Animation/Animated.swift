/// One animatable property with UIKit's two values: the **model** value that code reads and
/// writes, and the **presentation** value that is on screen while an animation runs.
///
/// Setting the value inside a transaction changes the model at once and starts the presentation
/// from wherever it is now; setting it outside a transaction makes both jump.
public struct Animated<Value: Interpolatable>: Sendable {
  public private(set) var model: Value
  private var from: Value
  private var start: Double = 0
  private var timing: AnimationTiming?
  /// `timing.effectiveDuration`, worked out once when the animation starts: every frame asks
  /// for it several times, and a spring's settling time is a Newton solve.
  private var duration: Double = 0

  public init(_ value: Value) {
    model = value
    from = value
  }

  /// The value on screen at simulated time `time`.
  @inline(__always)
  public func presentation(at time: Double) -> Value {
    guard let timing else { return model }
    let elapsed = time - start
    if elapsed >= duration - Self.epsilon { return model }
    let progress = timing.curve.progress(elapsed: elapsed, duration: duration)
    return Value.interpolate(from: from, to: model, progress: progress)
  }

  /// When the running animation ends, or `nil` when nothing runs.
  @inline(__always)
  public var endTime: Double? {
    timing == nil ? nil : start + duration
  }

  /// Whether the presentation still differs from the model at `time`.
  @inline(__always)
  public func isAnimating(at time: Double) -> Bool {
    guard let end = endTime else { return false }
    return time < end - Self.epsilon
  }

  /// Assigns a new model value at `time`, animated when `animation` is given.
  public mutating func set(_ value: Value, at time: Double, animation: AnimationTiming?) {
    let effective = animation?.effectiveDuration ?? 0
    if let animation, effective > 0 {
      from = presentation(at: time)
      start = time
      timing = animation
      duration = effective
    } else {
      timing = nil
    }
    model = value
  }

  /// Drops a finished animation so that `endTime` only speaks of running ones. Writes nothing
  /// when nothing runs: time passes every frame, and most properties are still.
  @inline(__always)
  public mutating func settle(at time: Double) {
    if timing != nil, !isAnimating(at: time) { timing = nil }
  }

  /// Tolerance for comparing simulated times built from sums of frame intervals.
  static var epsilon: Double { 1e-9 }
}
