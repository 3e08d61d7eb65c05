import FormSimApp

extension CastRecorder {
  /// The `.cast` text of recorded frames on a `columns`×`rows` terminal, each frame's bytes at
  /// its time, ending with the app's exit.
  public static func cast(of frames: [RecordedFrame], columns: Int, rows: Int) throws -> String {
    let recorder = try CastRecorder(columns: columns, rows: rows)
    for recorded in frames {
      recorder.record(recorded.frame, at: recorded.time)
    }
    recorder.end()
    return recorder.text
  }
}
