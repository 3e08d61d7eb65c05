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

  @Test func keyboardSlidesIn18FramesWithEaseInOutShape() {
    var simulator = Simulator(settings: SimulationSettings(layout: .twelve, strategy: "none"))
    var tops: [Double] = []
    var times: [Double] = []
    simulator.run([.focus(7)]) { observation, simulator in
      guard case .frame = observation else { return }
      tops.append(simulator.screen.state.keyboardFrame.minY)
      times.append(simulator.time)
    }
    // 0.3 s at 60 Hz: frames at t = 1/60 … 18/60.
    #expect(tops.count == 18)
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
