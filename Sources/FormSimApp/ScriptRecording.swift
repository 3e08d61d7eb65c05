import FormSimCore
import FormSimRender

/// A script played on simulated time, frame by frame at the settings' frame rate, as the frames
/// `formsim snapshot` would draw at each moment: what `formsim record` writes.
///
/// Each frame is drawn by ``ScreenRenderer`` from the simulator and its bounded ``EventLog``,
/// exactly as a snapshot is, so the last frame of a recording is the settled snapshot. With
/// several strategies, the same script runs once per strategy and every frame puts them side by
/// side under their names, as `snapshot --compare` does.
public struct ScriptRecording: Sendable {
  public var settings: SimulationSettings
  public var steps: [ScriptStep]
  /// Strategies to show side by side; empty for the settings' strategy alone.
  public var comparedStrategies: [String]
  public var theme: Theme
  public var forcedScale: Double?
  public var columns: Int
  public var rows: Int
  public var layout: FrameStrip.Layout

  public init(
    settings: SimulationSettings, steps: [ScriptStep], comparedStrategies: [String] = [],
    theme: Theme, forcedScale: Double? = nil, columns: Int, rows: Int,
    layout: FrameStrip.Layout = .horizontal
  ) {
    self.settings = settings
    self.steps = steps
    self.comparedStrategies = comparedStrategies
    self.theme = theme
    self.forcedScale = forcedScale
    self.columns = columns
    self.rows = rows
    self.layout = layout
  }

  /// Every distinct frame with its time from the start: the form at rest at 0, then one frame
  /// per animation frame and event, ending with the settled screen.
  public func frames() -> [RecordedFrame] {
    frames(holdingAtMost: .max) ?? []
  }

  /// The cells of frames a recording may hold (about 16 bytes each): a long animation at a high
  /// frame rate in many panes would otherwise fill the memory before a byte is written.
  public static let maximumCells = 20_000_000

  /// `frames()`, or nil as soon as the frames held (each strategy's and the panes composed)
  /// come to more than `limit` cells.
  public func frames(holdingAtMost limit: Int) -> [RecordedFrame]? {
    var held = 0
    guard !comparedStrategies.isEmpty else { return timeline(settings, held: &held, limit: limit) }
    var timelines: [[RecordedFrame]] = []
    for strategy in comparedStrategies {
      var settings = settings
      settings.strategy = strategy
      guard let timeline = timeline(settings, held: &held, limit: limit) else { return nil }
      timelines.append(timeline)
    }
    var times = timelines.flatMap { $0.map(\.time) }.sorted()
    times = times.reduce(into: []) { kept, time in
      if let last = kept.last, time - last < 1e-9 { return }
      kept.append(time)
    }
    var frames: [RecordedFrame] = []
    var stream = FrameStream()
    for time in times {
      let panes = zip(comparedStrategies, timelines).map { strategy, timeline in
        let shown = timeline.last { $0.time <= time + 1e-9 } ?? timeline[0]
        return (caption: strategy, grid: shown.frame.grid)
      }
      let grid = FrameStrip.compose(panes, layout: layout)
      stream.add(RenderedFrame(grid: grid, cursor: nil), at: time) { frames.append($0) }
      held += grid.cells.count
      if held > limit { return nil }
    }
    stream.finish { frames.append($0) }
    return frames
  }

  /// The recording handed to `emit` frame by frame, for a writer that streams (a `.cast`).
  /// Without compared strategies nothing is held but the frame not yet final, however long the
  /// script; with them the panes' timelines must be held to be composed, at most `limit`
  /// cells, and false means the bound was passed (nothing was emitted).
  @discardableResult
  public func stream(holdingAtMost limit: Int, _ emit: (RecordedFrame) -> Void) -> Bool {
    guard comparedStrategies.isEmpty else {
      guard let frames = frames(holdingAtMost: limit) else { return false }
      frames.forEach(emit)
      return true
    }
    play(settings) { frame in
      emit(frame)
      return true
    }
    return true
  }

  /// One strategy's frames, or nil once they come to more than `limit` cells with `held`.
  private func timeline(_ settings: SimulationSettings, held: inout Int, limit: Int)
    -> [RecordedFrame]?
  {
    let cells = max(1, columns * rows)
    var frames: [RecordedFrame] = []
    var total = held
    play(settings) { frame in
      total += cells
      guard total <= limit else { return false }
      frames.append(frame)
      return true
    }
    held = total
    return total > limit ? nil : frames
  }

  /// Plays the script under `settings`, handing each distinct frame to `emit` as soon as it is
  /// final (``FrameStream``) until `emit` returns false: the form at rest at 0, a frame after
  /// every event batch and animation frame, the settled screen last.
  private func play(_ settings: SimulationSettings, emit: (RecordedFrame) -> Bool) {
    let renderer = ScreenRenderer(theme: theme, forcedScale: forcedScale)
    var simulator = Simulator(settings: settings)
    let start = simulator.time
    var log = EventLog()
    var stream = FrameStream()
    var open = true
    func hand(_ frame: RecordedFrame) {
      if open && !emit(frame) { open = false }
    }
    stream.add(
      renderer.render(simulator, events: log.entries, columns: columns, rows: rows), at: 0,
      emit: hand)
    // Once `emit` has said no, the script still runs to its end (it cannot be stopped halfway),
    // but nothing more is drawn.
    simulator.run(steps) { observation, simulator in
      guard open else { return }
      if case .events(let events) = observation { log.append(contentsOf: events) }
      stream.add(
        renderer.render(simulator, events: log.entries, columns: columns, rows: rows),
        at: simulator.time - start, emit: hand)
    }
    stream.finish(emit: hand)
  }
}
