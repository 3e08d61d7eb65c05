#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How an animation's progress follows time: the curves UIKit offers for the keyboard.
public enum TimingCurve: Sendable, Hashable {
  case linear
  /// `UIViewAnimationCurveEaseInOut`: the cubic Bézier (0.42, 0, 0.58, 1) of Core Animation.
  case easeInOut
  /// The iOS 7+ keyboard motion (private curve 7), a spring that ignores the reported duration.
  case spring(mass: Double, stiffness: Double, damping: Double)
  /// A cubic Bézier through (0,0), (x1,0), (x2,1), (1,1): the family of Core Animation's
  /// ease-in-out and of Material's `fastOutSlowIn`.
  case cubicBezier(x1: Double, x2: Double)

  /// Flutter's `Curves.fastOutSlowIn`, `Cubic(0.4, 0.0, 0.2, 1.0)`.
  public static let fastOutSlowIn = TimingCurve.cubicBezier(x1: 0.4, x2: 0.2)

  /// The keyboard's spring: mass 3, stiffness 1000, damping 500.
  public static let keyboardSpring = TimingCurve.spring(mass: 3, stiffness: 1000, damping: 500)

  /// The name used on the command line and in JSON.
  public var name: String {
    switch self {
    case .linear: "linear"
    case .easeInOut: "ease-in-out"
    case .spring: "spring"
    case .cubicBezier: "cubic-bezier"
    }
  }

  /// Parses a command-line name.
  public init?(name: String) {
    switch name {
    case "linear": self = .linear
    case "ease-in-out", "easeInOut": self = .easeInOut
    case "spring": self = .keyboardSpring
    default: return nil
    }
  }

  public static let names = ["linear", "ease-in-out", "spring"]

  /// How long the motion really lasts when UIKit reports `duration`.
  ///
  /// For the spring this is its settling time (the travel is within 0.1 % of the target), about
  /// 0.51 s for the keyboard's spring: UIKit ignores the passed duration for curve 7.
  public func effectiveDuration(reported duration: Double) -> Double {
    switch self {
    case .linear, .easeInOut, .cubicBezier: max(0, duration)
    case .spring(let mass, let stiffness, _):
      Self.springSettlingTime(omega: (stiffness / mass).squareRoot())
    }
  }

  /// Progress from 0 to 1 after `elapsed` seconds of an animation lasting `duration` seconds.
  public func progress(elapsed: Double, duration: Double) -> Double {
    guard elapsed > 0 else { return 0 }
    switch self {
    case .linear:
      return duration <= 0 ? 1 : min(1, elapsed / duration)
    case .easeInOut:
      return duration <= 0 ? 1 : Self.bezier(x: min(1, elapsed / duration), x1: 0.42, x2: 0.58)
    case .cubicBezier(let x1, let x2):
      return duration <= 0 ? 1 : Self.bezier(x: min(1, elapsed / duration), x1: x1, x2: x2)
    case .spring(let mass, let stiffness, _):
      // The published travel of the keyboard (0.08 s → 42.9 %, 0.25 s → 94.2 %, 0.5 s → 99.9 %)
      // fits a critically damped spring of natural frequency √(k/m) = 18.26 rad/s. Taking the
      // damping figure of 500 literally would overdamp it into a two-second crawl, which is not
      // what devices show, so the damping only tells us "no overshoot".
      let omega = (stiffness / mass).squareRoot()
      if elapsed >= Self.springSettlingTime(omega: omega) { return 1 }
      let u = omega * elapsed
      return 1 - (1 + u) * exp(-u)
    }
  }

  /// The time at which a critically damped spring has less than 0.1 % of its travel left.
  private static func springSettlingTime(omega: Double) -> Double {
    // Solve (1 + u)·e^(−u) = 0.001 for u by Newton's method (u ≈ 9.23).
    var u = 9.0
    for _ in 0..<20 {
      let f = (1 + u) * exp(-u) - 0.001
      let derivative = -u * exp(-u)
      u -= f / derivative
    }
    return u / omega
  }

  /// A cubic Bézier timing function through (0,0), (x1,0), (x2,1), (1,1), solved for `x`
  /// (each point once per thread: `check` asks for the same ones in every focus run).
  private static func bezier(x: Double, x1: Double, x2: Double) -> Double {
    BezierMemo.value(x: x, x1: x1, x2: x2, solve: solveBezier)
  }

  /// Solves the Bézier through (0,0), (x1,0), (x2,1), (1,1) for `x`.
  private static func solveBezier(x: Double, x1: Double, x2: Double) -> Double {
    func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      let inverse = 1 - s
      return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
    }
    // Newton's method first (what WebKit's UnitBezier does): a few steps reach 1e-12 where
    // bisection needs about forty, and `check` solves this for every animated frame.
    var s = x
    for _ in 0..<8 {
      guard s >= 0, s <= 1 else { break }
      let error = coordinate(s, x1, x2) - x
      if abs(error) < 1e-12 { return coordinate(s, 0, 1) }
      let inverse = 1 - s
      let slope = 3 * inverse * inverse * x1 + 6 * inverse * s * (x2 - x1) + 3 * s * s * (1 - x2)
      if abs(slope) < 1e-6 { break }
      s -= error / slope
    }
    // Bisection where the slope is too flat for Newton's method.
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<60 {
      let value = coordinate(s, x1, x2)
      if abs(value - x) < 1e-12 { break }
      if value < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return coordinate(s, 0, 1)
  }
}
