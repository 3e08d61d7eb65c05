import FormSimRender

/// A demo tour played on simulated time instead of the wall clock, one tick per frame interval,
/// keeping every frame that differs from the one before: what `formsim record --demo` writes.
///
/// The demo model is the one `formsim demo` runs, so the recording shows its captions, holds and
/// slides exactly; only the clock is simulated.
public struct DemoRecording: Sendable {
  public var demo: DemoModel
  public var columns: Int
  public var rows: Int
  public var colorEnabled: Bool
  public var unicodeEnabled: Bool
  /// A bound on the recording's length in seconds, for tours with very long holds.
  public var limit: Double

  public init(
    demo: DemoModel, columns: Int, rows: Int, colorEnabled: Bool = true,
    unicodeEnabled: Bool = true, limit: Double = 3600
  ) {
    self.demo = demo
    self.columns = columns
    self.rows = rows
    self.colorEnabled = colorEnabled
    self.unicodeEnabled = unicodeEnabled
    self.limit = limit
  }

  /// The tour from its introduction until every tour has played.
  public func frames() -> [RecordedFrame] {
    frames(holdingAtMost: .max) ?? []
  }

  /// `frames()`, or nil as soon as the frames come to more than `limit` cells.
  public func frames(holdingAtMost limit: Int) -> [RecordedFrame]? {
    var frames: [RecordedFrame] = []
    var held = 0
    var within = true
    stream { frame in
      held += frame.frame.grid.cells.count
      within = within && held <= limit
      if within { frames.append(frame) }
    }
    return within ? frames : nil
  }

  /// The tour handed to `emit` frame by frame as it plays, each once it is final
  /// (``FrameStream``): a writer that streams (a `.cast`) holds nothing but the frame on screen.
  public func stream(_ emit: (RecordedFrame) -> Void) {
    var demo = demo
    let interval = max(demo.frameInterval, 0.001)
    var stream = FrameStream()
    stream.add(render(demo), at: 0, emit: emit)
    var tick = 0
    while demo.isPlaying {
      tick += 1
      let time = Double(tick) * interval
      if time > limit { break }
      demo.advance(bySeconds: interval)
      stream.add(render(demo), at: time, emit: emit)
    }
    stream.finish(emit: emit)
  }

  private func render(_ demo: DemoModel) -> RenderedFrame {
    demo.render(
      columns: columns, rows: rows, colorEnabled: colorEnabled, unicodeEnabled: unicodeEnabled)
  }
}
