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
    var demo = demo
    let interval = max(demo.frameInterval, 0.001)
    var frames: [RecordedFrame] = []
    frames.appendChange(render(demo), at: 0)
    var tick = 0
    while demo.isPlaying {
      tick += 1
      let time = Double(tick) * interval
      if time > limit { break }
      demo.advance(bySeconds: interval)
      frames.appendChange(render(demo), at: time)
    }
    return frames
  }

  private func render(_ demo: DemoModel) -> RenderedFrame {
    demo.render(
      columns: columns, rows: rows, colorEnabled: colorEnabled, unicodeEnabled: unicodeEnabled)
  }
}
