import Foundation
import Testing

@testable import FormSimCLI

/// An output file that is one of the command's inputs would replace it: the captured dump, the
/// layout or the script is gone, and the drawing stands in its place. It is refused before any
/// work, whatever name reaches the same file.
@Suite struct OutputOverInputTests {
  static let dump = ImportCommandTests.storyboards.deletingLastPathComponent()
    .appendingPathComponent("Dumps/SignUp-lldb-ios17.txt")

  /// A copy of the sign-up dump in a folder of its own, and the names that reach it: itself,
  /// with `./` in the folder, a hard link and a symbolic link.
  static func copies() throws -> (folder: URL, names: [String]) {
    let folder = uniqueTemporaryPath("captures")
    let manager = FileManager.default
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("Login.txt")
    try manager.copyItem(at: dump, to: file)
    let hard = folder.appendingPathComponent("Hard.txt")
    try manager.linkItem(at: file, to: hard)
    let soft = folder.appendingPathComponent("Soft.txt")
    try manager.createSymbolicLink(at: soft, withDestinationURL: file)
    return (folder, [file.path, folder.path + "/./Login.txt", hard.path, soft.path])
  }

  @Test func snapshotRefusesToDrawOverItsLayout() throws {
    let (folder, names) = try Self.copies()
    defer { try? FileManager.default.removeItem(at: folder) }
    let layout = names[0]
    let before = try Data(contentsOf: URL(fileURLWithPath: layout))
    for out in names {
      let run = formsim("snapshot", "--layout", layout, "--out", out)
      #expect(run.status == 2)
      #expect(
        run.error
          == "formsim snapshot: --out \(out) is the file that --layout reads (\(layout));"
          + " writing it would replace it: give --out another path\n")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: layout)) == before)
    // Another path beside it is written as before.
    let drawing = folder.appendingPathComponent("Login-drawing.txt").path
    #expect(formsim("snapshot", "--layout", layout, "--out", drawing).status == 0)
  }

  @Test func recordRefusesToWriteOverItsScript() throws {
    let folder = uniqueTemporaryPath("steps")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("steps.cast").path
    try "focus 7\n".write(toFile: script, atomically: true, encoding: .utf8)
    let run = formsim("record", "--layout", "twelve", "--script-file", script, "--out", script)
    #expect(run.status == 2)
    #expect(run.error.contains("--out \(script) is the file that --script-file reads"))
    #expect(try String(contentsOfFile: script, encoding: .utf8) == "focus 7\n")
  }

  /// A live session's `--record` is refused before the terminal is opened: no terminal is
  /// needed to see the message.
  @Test func aLiveRecordingRefusesToWriteOverItsLayout() throws {
    let folder = uniqueTemporaryPath("live")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let layout = folder.appendingPathComponent("form.cast").path
    try formsim("layouts", "--json", "twelve").output.write(
      toFile: layout, atomically: true, encoding: .utf8)
    let run = formsim("run", "--layout", layout, "--record", layout)
    #expect(run.status == 2)
    #expect(run.error.contains("--record \(layout) is the file that --layout reads"))
  }
}
