import Testing

@testable import FormSimCore

@Suite struct TimingTests {
  @Test func easeInOutIsSymmetricAndSlowAtBothEnds() {
    let curve = TimingCurve.easeInOut
    #expect(close(curve.progress(elapsed: 0.15, duration: 0.3), 0.5, tolerance: 1e-9))
    let early = curve.progress(elapsed: 0.03, duration: 0.3)
    let late = curve.progress(elapsed: 0.27, duration: 0.3)
    #expect(close(early + late, 1, tolerance: 1e-9))
    // Slower than linear at the start: at 10 % of the time, well under 10 % of the way.
    #expect(early < 0.05)
    #expect(curve.progress(elapsed: 0.3, duration: 0.3) == 1)
  }

  /// Core Animation's ease-in-out is the cubic Bézier (0,0), (0.42,0), (0.58,1), (1,1). At curve
  /// parameter s its time is x(s) = 3(1−s)²s·0.42 + 3(1−s)s²·0.58 + s³ and its progress
  /// y(s) = 3(1−s)s² + s³ = 3s² − 2s³, so picking s gives exact (time, progress) pairs:
  /// - s = 0.1:  x = 3·0.81·0.1·0.42 + 3·0.9·0.01·0.58 + 0.001 = 0.10206 + 0.01566 + 0.001
  ///   = 0.11872; y = 0.03 − 0.002 = 0.028.
  /// - s = 0.25: x = 3·0.5625·0.25·0.42 + 3·0.75·0.0625·0.58 + 0.015625
  ///   = 0.1771875 + 0.0815625 + 0.015625 = 0.274375; y = 0.1875 − 0.03125 = 0.15625.
  /// - s = 0.75: the curve is symmetric about (0.5, 0.5): x = 1 − 0.274375 = 0.725625,
  ///   y = 1 − 0.15625 = 0.84375.
  /// With (0.40, 0.60) instead, x(0.25) = 0.26875, and at time 0.274375 the progress is about
  /// 0.1628 (s ≈ 0.25 + 0.005625 / x′(0.25) = 0.25 + 0.005625 / 0.975): 0.0065 off.
  @Test(arguments: [(0.11872, 0.028), (0.274375, 0.15625), (0.725625, 0.84375)])
  func easeInOutFollowsCoreAnimationsBezier(time: Double, progress: Double) {
    let curve = TimingCurve.easeInOut
    #expect(close(curve.progress(elapsed: time, duration: 1), progress, tolerance: 1e-9))
    // The same point of a 0.3 s slide, the seeds' duration.
    #expect(
      close(curve.progress(elapsed: time * 0.3, duration: 0.3), progress, tolerance: 1e-9))
  }

  @Test func linear() {
    #expect(close(TimingCurve.linear.progress(elapsed: 0.075, duration: 0.3), 0.25))
  }

  /// The iOS 7+ keyboard spring against the published travel of a 0 → 336 pt move.
  @Test(arguments: [(0.08, 144.1), (0.125, 223.4), (0.25, 316.5), (0.325, 329.8), (0.5, 335.6)])
  func springMatchesPublishedTravel(time: Double, travel: Double) {
    let progress = TimingCurve.keyboardSpring.progress(elapsed: time, duration: 0.25)
    #expect(abs(progress * 336 - travel) < 0.5)
  }

  @Test func springIgnoresTheReportedDurationAndSettlesInAboutHalfASecond() {
    let settle = TimingCurve.keyboardSpring.effectiveDuration(reported: 0.25)
    #expect(settle > 0.49 && settle < 0.52)
  }

  @Test func keyboardSlidesIn18FramesWithEaseInOutShape() throws {
    var simulator = Simulator(settings: SimulationSettings(layout: .twelve, strategy: "none"))
    var tops: [Double] = []
    var times: [Double] = []
    simulator.run([.focus(7)]) { observation, simulator in
      guard case .frame = observation else { return }
      tops.append(simulator.screen.state.keyboardFrame.minY)
      times.append(simulator.time)
    }
    // 0.3 s at 60 Hz: frames at t = 1/60 … 18/60. The steps below index frames 8 and 17.
    try #require(tops.count == 18)
    #expect(close(times.first, 1.0 / 60, tolerance: 1e-9))
    #expect(close(times.last, 0.3, tolerance: 1e-9))
    // Monotonic travel from 480 to 264.
    #expect(zip(tops, tops.dropFirst()).allSatisfy { $0 > $1 })
    #expect(tops.last == 264)
    // Ease-in-out: the middle steps are longer than the first and last.
    let steps = zip([480] + tops, tops).map { $0 - $1 }
    #expect(steps[8] > steps[0] * 3)
    #expect(steps[8] > steps[17] * 3)
  }

  @Test func springRunsLongerThanItsReportedDuration() {
    var settings = SimulationSettings(layout: .twelve, strategy: "reference")
    settings.keyboardTiming = AnimationTiming(duration: 0.25, curve: .keyboardSpring)
    var simulator = Simulator(settings: settings)
    simulator.run([.focus(7)])
    // 31 frames (0.517 s) until the spring's 0.506 s settling time has passed.
    #expect(close(simulator.time, 31.0 / 60, tolerance: 1e-9))
    #expect(simulator.offsetY == 97)
  }

  @Test func presentationStartsFromWhereItIsNow() {
    var value = Animated(0.0)
    value.set(100, at: 0, animation: .seed)
    #expect(value.model == 100)
    #expect(close(value.presentation(at: 0.15), 50))
    // Re-targeted half way: the new animation starts from 50, not from 0 or 100.
    value.set(0, at: 0.15, animation: .seed)
    #expect(close(value.presentation(at: 0.15), 50))
    #expect(close(value.presentation(at: 0.3), 25))
    #expect(value.presentation(at: 0.45) == 0)
  }

  @Test func assignmentOutsideATransactionJumps() {
    var value = Animated(0.0)
    value.set(100, at: 0, animation: .seed)
    value.set(40, at: 0.1, animation: nil)
    #expect(value.presentation(at: 0.1) == 40)
    #expect(!value.isAnimating(at: 0.1))
  }
}
