import FormSimRender

/// One frame of a recording: the screen, and when it appears, in seconds from the start.
///
/// Recordings hold the frames the screen renderers drew, never a redrawing of them, so a `.cast`
/// and an animated SVG show what the terminal showed.
public struct RecordedFrame: Sendable, Equatable {
  /// Seconds from the start of the recording (simulated time for a played script).
  public var time: Double
  public var frame: RenderedFrame

  public init(time: Double, frame: RenderedFrame) {
    self.time = time
    self.frame = frame
  }
}

extension Array where Element == RecordedFrame {
  /// Adds `frame` at `time`: it replaces a frame at the same moment (the later state wins), and
  /// is dropped when it shows exactly what the previous frame shows (nothing would be sent).
  mutating func appendChange(_ frame: RenderedFrame, at time: Double) {
    if let last = self.last, abs(last.time - time) < 1e-9 {
      removeLast()
    }
    if let last = self.last, last.frame == frame { return }
    append(RecordedFrame(time: time, frame: frame))
  }
}
