import FormSimApp
import FormSimCore
import FormSimRender
import Foundation
import Testing

@testable import FormSimCLI

/// What cannot fit is refused with what to change, before it fills the memory or the disk.
@Suite struct InputBoundTests {
  @Test func aScriptFileOverOneMegabyteIsRefused() throws {
    let url = uniqueTemporaryPath("long.script")
    try Data(("# " + String(repeating: "x", count: ScriptOptions.maximumBytes) + "\n").utf8)
      .write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let run = formsim("simulate", "--script-file", url.path)
    #expect(run.status == 2)
    #expect(
      run.error == "formsim simulate: the script (\(url.path)) is over 1 MB; give a shorter one\n")
  }

  @Test func aScriptFileOfExactlyTheBoundIsRead() throws {
    let url = uniqueTemporaryPath("full.script")
    let step = "focus 1\n"
    let comment =
      "#" + String(repeating: "x", count: ScriptOptions.maximumBytes - step.utf8.count - 2)
    try Data((comment + "\n" + step).utf8).write(to: url)
    #expect(try Data(contentsOf: url).count == ScriptOptions.maximumBytes)
    defer { try? FileManager.default.removeItem(at: url) }
    let run = formsim("simulate", "--script-file", url.path)
    #expect(run.status == 0, "\(run.error)")
  }

  @Test func aStripOfMoreThanAHundredTimesIsRefused() {
    let times = Array(repeating: "0.1", count: 101).joined(separator: ",")
    let run = formsim("snapshot", "--strip", times)
    #expect(run.status == 2)
    #expect(run.error.contains("at most 100 times in a strip, not 101; make several strips"))
    #expect(formsim("snapshot", "--strip", "0x10").status == 2)
  }

  /// The audit's recording (every seed strategy side by side, a 60-second keyboard at 240 fps)
  /// peaked at 24 GB; it is refused once its frames pass the bound.
  @Test func aRecordingTooLargeToHoldIsRefused() {
    let run = formsim(
      "record", "--compare", "all", "--duration", "60", "--fps", "240", "--layout", "twelve",
      "--script", "focus 7", "--out", uniqueTemporaryPath("big.cast").path)
    #expect(run.status == 2)
    #expect(run.error.hasPrefix("formsim record: the recording would hold more than 20 million"))
  }

  @Test func framesStopAtTheirBoundAndAreWholeBelowIt() {
    let recording = ScriptRecording(
      settings: SimulationSettings(layout: .twelve), steps: [.focus(7)],
      theme: Theme(colorEnabled: true, unicodeEnabled: true),
      columns: 100, rows: 36)
    let all = recording.frames()
    #expect(recording.frames(holdingAtMost: 100 * 36 * all.count) == all)
    #expect(recording.frames(holdingAtMost: 100 * 36 * (all.count - 1)) == nil)
  }
}
