import FormSimCore
import FormSimRender
import Testing

@testable import FormSimApp

/// `FrameStream` hands on what a recording keeps, frame for frame, while holding one frame.
@Suite struct FrameStreamTests {
  /// The rule as an array states it, the oracle: a frame at the same moment as the last replaces
  /// it, and one that shows what the frame before shows is dropped.
  static func kept(_ frames: [(Double, RenderedFrame)]) -> [RecordedFrame] {
    var result: [RecordedFrame] = []
    for (time, frame) in frames {
      if let last = result.last, abs(last.time - time) < 1e-9 { result.removeLast() }
      if let last = result.last, last.frame == frame { continue }
      result.append(RecordedFrame(time: time, frame: frame))
    }
    return result
  }

  static func grid(_ mark: Int) -> RenderedFrame {
    let grid = CellGrid(width: 3, height: 1, fill: Cell(Character(String(mark))))
    return RenderedFrame(grid: grid, cursor: nil)
  }

  @Test func itKeepsWhatTheRecordingKeptOnRandomSequences() {
    var random = SeededRandom(seed: 7)
    for _ in 0..<500 {
      var time = 0.0
      var frames: [(Double, RenderedFrame)] = []
      for _ in 0..<Int(random.next() % 12) {
        // Times repeat now and then (a later state at the same moment); three looks repeat.
        if random.next() % 3 != 0 { time += 1 / 60 }
        frames.append((time, Self.grid(Int(random.next() % 3))))
      }
      var stream = FrameStream()
      var streamed: [RecordedFrame] = []
      for (time, frame) in frames { stream.add(frame, at: time) { streamed.append($0) } }
      stream.finish { streamed.append($0) }
      #expect(streamed == Self.kept(frames))
    }
  }

  /// A script recorded as a stream gives the frames `frames()` gives.
  @Test func aScriptStreamsTheFramesItKeeps() {
    var settings = SimulationSettings(layout: .twelve)
    settings.strategy = "reference"
    let recording = ScriptRecording(
      settings: settings, steps: [.focus(7), .dismiss],
      theme: Theme(colorEnabled: false, unicodeEnabled: true),
      forcedScale: nil, columns: 100, rows: 36)
    var streamed: [RecordedFrame] = []
    #expect(recording.stream(holdingAtMost: .max) { streamed.append($0) })
    #expect(streamed == recording.frames())
    // 18 frames in and 18 out, and the form at rest first (README, simulate --frames).
    #expect(streamed.count > 30)
  }
}
