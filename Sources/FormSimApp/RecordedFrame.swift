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

/// The frames of a recording as they are made, each handed on once it is final: a frame is
/// replaced by a later one at the same moment (the later state wins), and dropped when it shows
/// exactly what the frame before it shows (nothing would be sent). Only the frame not yet final
/// is held, so a recording can be written as it plays.
public struct FrameStream: Sendable {
  private var pending: RecordedFrame?
  private var previous: RenderedFrame?

  public init() {}

  /// Adds `frame` at `time`, handing the frame before it to `emit` when that one is final.
  public mutating func add(
    _ frame: RenderedFrame, at time: Double, emit: (RecordedFrame) -> Void
  ) {
    if let pending, abs(pending.time - time) < 1e-9 { self.pending = nil }
    if (pending?.frame ?? previous) == frame { return }
    if let pending {
      emit(pending)
      previous = pending.frame
    }
    pending = RecordedFrame(time: time, frame: frame)
  }

  /// Hands on the last frame: the recording has ended.
  public mutating func finish(emit: (RecordedFrame) -> Void) {
    if let pending { emit(pending) }
    pending = nil
  }
}
