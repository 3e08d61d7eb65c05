import FormSimApp
import FormSimCore
import FormSimRender
import Testing

@Suite struct ScriptRecordingTests {
  static let settings = SimulationSettings(layout: .twelve, device: .iphone4)
  static let theme = Theme(colorEnabled: true, unicodeEnabled: true)

  static func recording(
    _ script: String, strategy: String = "reference", compared: [String] = []
  ) throws -> ScriptRecording {
    var settings = settings
    settings.strategy = strategy
    return ScriptRecording(
      settings: settings, steps: try ScriptParser.parse(script, fieldCount: 12),
      comparedStrategies: compared, theme: theme, columns: 100, rows: 36)
  }

  /// The settled frame as `formsim snapshot` draws it: the script run to the end, then one render
  /// with the event log.
  static func settledSnapshot(_ script: String, strategy: String) throws -> CellGrid {
    var settings = settings
    settings.strategy = strategy
    var simulator = Simulator(settings: settings)
    var log = EventLog()
    simulator.run(try ScriptParser.parse(script, fieldCount: 12)) { observation, _ in
      if case .events(let events) = observation { log.append(contentsOf: events) }
    }
    return ScreenRenderer(theme: theme).render(
      simulator, events: log.entries, columns: 100, rows: 36
    ).grid
  }

  @Test func aSlideIsOneFramePerSixtiethOfASecondEndingOnTheSettledSnapshot() throws {
    let frames = try Self.recording("focus 7").frames()
    // The keyboard slides for 0.3 s at 60 Hz: the focus at 0, then frames 1…18 at k/60 s.
    #expect(frames.count == 19)
    #expect(frames.first?.time == 0)
    #expect(abs((frames.last?.time ?? 0) - 0.3) < 1e-9)
    for (index, frame) in frames.enumerated() {
      #expect(abs(frame.time - Double(index) / 60) < 1e-9)
    }
    #expect(frames.last?.frame.grid == (try Self.settledSnapshot("focus 7", strategy: "reference")))
  }

  @Test func aWaitAddsNoFramesOnlyTime() throws {
    let frames = try Self.recording("wait 0.5; focus 7").frames()
    // The form at rest at 0; after the wait, focus at 0.5 and 18 frames to 0.8.
    #expect(frames.count == 20)
    #expect(frames[0].time == 0)
    #expect(abs(frames[1].time - 0.5) < 1e-9)
    #expect(abs((frames.last?.time ?? 0) - 0.8) < 1e-9)
  }

  @Test func consecutiveFramesAlwaysDiffer() throws {
    let frames = try Self.recording("focus 7; dismiss; focus 2", strategy: "content-inset").frames()
    for (previous, next) in zip(frames, frames.dropFirst()) {
      #expect(previous.frame != next.frame)
      #expect(next.time > previous.time)
    }
    #expect(
      frames.last?.frame.grid
        == (try Self.settledSnapshot("focus 7; dismiss; focus 2", strategy: "content-inset")))
  }

  @Test func comparedStrategiesShareOneClockSideBySide() throws {
    let frames = try Self.recording("focus 7", compared: ["reference", "content-inset"]).frames()
    // reference settles at 0.3 s; content-inset scrolls after didShow and settles at 0.6 s, so the
    // pair changes until 0.6 s: 36 frames after the one at 0.
    #expect(frames.count == 37)
    #expect(abs((frames.last?.time ?? 0) - 0.6) < 1e-9)
    let last = try #require(frames.last).frame.grid
    let expected = FrameStrip.compose(
      [
        ("reference", try Self.settledSnapshot("focus 7", strategy: "reference")),
        ("content-inset", try Self.settledSnapshot("focus 7", strategy: "content-inset")),
      ], layout: .horizontal)
    #expect(last == expected)
    #expect(frames.allSatisfy { $0.frame.cursor == nil })
  }

  @Test func aDemoRecordingPlaysTheTourOnSimulatedTime() {
    let settings = SimulationSettings(layout: .long, device: .iphone4, strategy: "none")
    let demo = DemoModel(
      settings: settings,
      tours: [DemoTour.builtIn(strategy: "none", settings: settings, hold: 0.5)],
      introductionHold: 0.5)
    let frames = DemoRecording(demo: demo, columns: 100, rows: 40).frames()
    #expect(frames.first?.time == 0)
    for (previous, next) in zip(frames, frames.dropFirst()) {
      #expect(previous.frame != next.frame)
      #expect(next.time > previous.time)
    }
    // Seven steps, each held 0.5 s after it settles, after a 0.5 s introduction: at least 4 s.
    #expect((frames.last?.time ?? 0) > 4)
    #expect(frames.count > 7 * 2)
  }
}
