import FormSimApp
import FormSimCore
import FormSimRender
import FormSimTerminal
import Foundation
import Testing

@testable import FormSimCLI

/// `formsim record` and `--record`: options parsed into values, files written from the same
/// frames as `snapshot`, and clear errors.
@Suite struct RecordCommandTests {
  static func temporary(_ name: String) -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("formsim-record-\(UUID().uuidString)-\(name)").path
  }

  @Test func optionsParseIntoValues() throws {
    let command = try RecordCommand.parse([
      "--layout", "twelve", "--script", "focus 7", "--compare", "none,reference", "--size",
      "60x51", "--scale", "8", "--end-hold", "1.5", "--out", "slide.svg",
    ])
    #expect(command.compare == ["none", "reference"])
    #expect(command.size == SnapshotSize(columns: 60, rows: 51))
    #expect(command.look.scale == 8)
    #expect(command.endHold == 1.5)
    #expect(try command.format() == .svg)
    let demo = try RecordCommand.parse([
      "--demo", "content-inset", "--hold", "1", "--out", "t.cast",
    ])
    #expect(demo.demo == "content-inset")
    #expect(demo.hold == 1)
    #expect(try demo.format() == .cast)
  }

  @Test func badCombinationsAreUsageErrors() {
    for arguments in [
      ["record", "--script", "focus 7", "--out", "x.png"],
      ["record", "--script", "focus 7"],
      ["record", "--demo", "none", "--script", "focus 1", "--out", "x.cast"],
      ["record", "--demo", "none", "--compare", "all", "--out", "x.cast"],
      ["record", "--script", "focus 1", "--hold", "1", "--out", "x.cast"],
      ["record", "--demo", "nonsense", "--out", "x.cast"],
      ["run", "--record", "x.svg"],
    ] {
      let run = formsim(arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.error.contains("formsim") || run.error.contains("Error"), "\(arguments)")
    }
  }

  @Test func anSVGHasOneFramePerDistinctScreenEndingOnTheSnapshot() throws {
    let path = Self.temporary("slide.svg")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = formsim(
      "record", "--layout", "twelve", "--device", "iphone4", "--script", "focus 7", "--out", path)
    #expect(run.status == 0, "\(run.error)")
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    // focus at 0, then 18 frames to 0.3 s: 19 distinct screens, each shown at its own offset;
    // 36 rows of 18 px + 16 px padding = 664 px per frame.
    let offsets = Set(
      svg.split(separator: "\n").filter { $0.contains("% { transform: translateY(") }
        .map { $0.split(separator: "(").last ?? "" })
    #expect(offsets.count == 19)
    #expect(svg.contains("translateY(-11952px)"))  // frame 18: 18 × 664
    #expect(svg.contains("steps(1, end) infinite"))
    #expect(!svg.contains("<script") && !svg.contains("<animate"))
    let frames = ScriptRecording(
      settings: SimulationSettings(layout: .twelve, device: .iphone4),
      steps: try ScriptParser.parse("focus 7", fieldCount: 12),
      theme: Theme(colorEnabled: true, unicodeEnabled: true), columns: 100, rows: 36
    ).frames()
    #expect(svg == AnimatedSVGWriter.render(frames.map { ($0.time, $0.frame.grid) }))
    #expect(
      frames.last?.frame.grid == (try SnapshotCommandTests.rendererFrame(script: "focus 7")))
  }

  @Test func aCastStartsAtZeroAndKeepsTime() throws {
    let path = Self.temporary("slide.cast")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = formsim(
      "record", "--layout", "twelve", "--script", "wait 0.5; focus 7", "--out", path)
    #expect(run.status == 0, "\(run.error)")
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(
      lines.first == #"{"version":2,"width":100,"height":36,"env":{"TERM":"xterm-256color"}}"#)
    // Rest at 0, focus at 0.5, 18 frames to 0.8 s, and the app's exit at 0.8 s.
    #expect(lines.count == 1 + 20 + 1)
    #expect(lines.last?.contains(#"\u001b[?1049l"#) == true)
    #expect(lines[1].hasPrefix("[0,\"o\","))
    #expect(lines[2].hasPrefix("[0.5,\"o\","))
    #expect(lines.last?.hasPrefix("[0.8,\"o\",") == true)
  }

  /// A cast holds the bytes of the frames drawn, so a password typed into the `long` form's
  /// secure field 13 is seven bullets in it, never the text.
  @Test func aCastHoldsNoTypedPassword() throws {
    let path = Self.temporary("password.cast")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = formsim(
      "record", "--layout", "long", "--script", "focus 13; type hunter2", "--out", path)
    #expect(run.status == 0, "\(run.error)")
    let cast = try String(contentsOfFile: path, encoding: .utf8)
    #expect(!cast.contains("hunter2"))
    #expect(
      cast.contains("•••••••") || cast.contains(#"\u2022\u2022\u2022\u2022\u2022\u2022\u2022"#))
  }
}

/// A `.cast` is written as the script plays, frame by frame: the file holds exactly what the
/// recording of the same frames kept in memory holds, byte for byte.
@Suite struct StreamedCastTests {
  @Test func theStreamedCastIsTheKeptCast() throws {
    let path = RecordCommandTests.temporary("streamed.cast")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = formsim(
      "record", "--layout", "twelve", "--script", "focus 7; type hi; dismiss", "--out", path)
    #expect(run.status == 0, "\(run.error)")
    var settings = SimulationSettings(layout: .twelve)
    settings.strategy = "reference"
    let recording = ScriptRecording(
      settings: settings, steps: [.focus(7), .type("hi"), .dismiss],
      theme: Theme(colorEnabled: true, unicodeEnabled: true), forcedScale: nil, columns: 100,
      rows: 36)
    let kept = try CastRecorder.cast(of: recording.frames(), columns: 100, rows: 36)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == kept)
  }
}
