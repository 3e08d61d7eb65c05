import Foundation
import Testing

/// A cast replayed by the asciinema client in a real terminal (tmux) shows, row for row, the
/// screen `formsim snapshot` draws for the same script.
/// The asciinema client, where it is installed.
private let asciinemaClient = ["/usr/local/bin/asciinema", "/usr/bin/asciinema"].first {
  FileManager.default.isExecutableFile(atPath: $0)
}

@Suite(
  .enabled(
    if: asciinemaClient != nil && Tmux.isInstalled,
    "needs the asciinema client and tmux to replay casts (apt-get install asciinema tmux; .ci/run installs them)"
  ))
struct CastReplayTests {
  static let script = "focus 7"
  static let options = ["--layout", "twelve", "--strategy", "content-inset", "--device", "iphone4"]

  @Test func asciinemaCatReproducesTheSnapshot() throws {
    let snapshot = try runBinary(
      ["snapshot"] + Self.options + ["--script", Self.script, "--format", "text"])
    #expect(snapshot.status == 0)
    let path = Self.temporaryCast()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let record = try runBinary(
      ["record"] + Self.options + ["--script", Self.script, "--out", path])
    #expect(record.status == 0, "\(record.error)")
    try Self.expectReplay(of: path, shows: snapshot.output, columns: 100, rows: 36)
  }

  @Test func aLiveSessionRecordedWithRecordReplaysToItsLastScreen() throws {
    let path = Self.temporaryCast()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let live = try Tmux("\(Tmux.binary) --layout twelve --record '\(path)'")
    try live.waitFor(text: "F10Quit")
    for _ in 0..<7 { try live.press("Tab") }
    // Settled on field 7: the reference strategy leaves it at y = 223 (README, simulate). The
    // cast ends on the last frame drawn, so compare with the screen once it has stopped changing.
    try live.waitFor(text: "Field 7  x 20 y 223 w 280 h 31")
    let settled = try live.waitForStillScreen()
    #expect(settled.contains("Field 7  x 20 y 223 w 280 h 31"))
    try live.press("F10")
    try live.waitFor(text: "EXIT=0")
    try Self.expectReplay(
      of: path, shows: Self.lines(settled, rows: 36).joined(separator: "\n"), columns: 100,
      rows: 36)
  }

  static func temporaryCast() -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("formsim-replay-\(UUID().uuidString).cast").path
  }

  /// Plays `cast` with `asciinema cat` in a tmux pane of the cast's size: up to its last frame
  /// the pane shows, row for row, `expected` (trailing spaces aside); after its last event, the
  /// app's exit, the pane is off the alternate screen with its cursor shown, as after `formsim`.
  static func expectReplay(
    of cast: String, shows expected: String, columns: Int, rows: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let asciinema = asciinemaClient ?? "asciinema"
    let text = try String(contentsOfFile: cast, encoding: .utf8)
    let events = text.split(separator: "\n")
    let exit = try #require(events.last, sourceLocation: sourceLocation)
    #expect(exit.contains(#"\u001b[?1049l"#), sourceLocation: sourceLocation)
    let framesOnly = cast + ".frames"
    try (events.dropLast().joined(separator: "\n") + "\n")
      .write(toFile: framesOnly, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: framesOnly) }
    // The pane holds the replayed screen until the test is done with it.
    let tmux = try Tmux(
      "\(asciinema) cat '\(framesOnly)' && sleep 60", columns: columns, rows: rows)
    let want = lines(expected, rows: rows)
    let screen = try tmux.waitFor("the replayed cast", timeout: 20) {
      lines($0, rows: rows) == want
    }
    #expect(lines(screen, rows: rows) == want, sourceLocation: sourceLocation)

    // The shell's word after the whole cast lands where the cast left the terminal.
    let whole = try Tmux(
      "\(asciinema) cat '\(cast)' && echo REPLAYED && sleep 60", columns: columns, rows: rows)
    try whole.waitFor(text: "REPLAYED", timeout: 20, sourceLocation: sourceLocation)
    #expect(
      try whole.query("#{alternate_on} #{cursor_flag}") == "0 1", sourceLocation: sourceLocation)
  }

  /// The first `rows` lines, trailing spaces dropped, padded with empty lines.
  static func lines(_ text: String, rows: Int) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(rows).map {
      String($0.reversed().drop { $0 == " " }.reversed())
    }
    while lines.count < rows { lines.append("") }
    return lines
  }
}
