import Foundation
import Testing

/// The binary in a real xterm, once with a light profile (black on white, xterm's and macOS
/// Terminal's default) and once with a dark one: every text the screen draws on the terminal's
/// own background, and the footer's keys, must stand out from what is behind them.
///
/// Contrast is measured on the pixels xterm drew, as WCAG defines it; 3:1 is its floor for large
/// or bold text. The same brightWhite that reads well on black is 1:1 on white, and bold black on
/// cyan is drawn grey (xterm shows bold colours 0–7 bright), 2:1.
@Suite(
  .serialized,
  .enabled(if: Xterm.toolsInstalled, "needs Xvfb, xterm, xwd and convert (.ci/run installs them)"))
struct XtermContrastTests {
  static let minimumContrast = 3.0

  /// Text on screen, by the row and column where it starts.
  struct Run: CustomStringConvertible {
    var text: String
    var row: Int
    var column: Int
    var description: String { "'\(text)' at row \(row), column \(column)" }
  }

  /// Where `texts` are in the frame at rest, found in the text capture of the same frame.
  static func runs(_ texts: [(String, after: String)]) throws -> [Run] {
    let capture = try runBinary([
      "snapshot", "--size", "100x36", "--layout", "twelve", "--format", "text",
    ])
    let lines = capture.output.components(separatedBy: "\n")
    return try texts.map { text, after in
      let row = try #require(lines.firstIndex { $0.contains(after + text) }, "\(after + text)")
      let line = lines[row]
      let start = try #require(line.range(of: after + text)).lowerBound
      let column = line.distance(from: line.startIndex, to: start) + after.count
      return Run(text: text, row: row, column: column)
    }
  }

  /// The contrast between a run's text and its background: the most common colour in its cells
  /// is the background, the most common other colour the text (1 when there is none).
  static func contrast(of run: Run, in picture: Picture, columns: Int, rows: Int) -> Double {
    let cellWidth = picture.width / columns
    let cellHeight = picture.height / rows
    var counts: [UInt32: Int] = [:]
    for y in (run.row * cellHeight)..<((run.row + 1) * cellHeight) {
      for x in (run.column * cellWidth)..<((run.column + run.text.count) * cellWidth) {
        counts[picture.color(x: x, y: y), default: 0] += 1
      }
    }
    let ranked = counts.sorted { $0.value > $1.value }.map(\.key)
    guard ranked.count > 1 else { return 1 }
    return contrastRatio(ranked[0], ranked[1])
  }

  @Test(arguments: [Xterm.Profile.light, .dark])
  func panelValuesTitleAndFooterKeysRead(profile: Xterm.Profile) throws {
    let runs = try Self.runs([
      ("iphone4", after: "─ "), ("reference", after: "Strategy  "),
      ("iphone4 · portrait", after: "Device    "), ("0, 0", after: "contentOffset        "),
      ("Strategy", after: "│ "), ("F1", after: ""), ("F10", after: "Panel "),
    ])
    let xterm = try Xterm(["--layout", "twelve"], profile: profile)
    let deadline = Date().addingTimeInterval(10)
    var ratios: [(Run, Double)] = []
    repeat {
      usleep(200_000)
      guard let picture = try xterm.screenshot() else { continue }
      ratios = runs.map {
        ($0, Self.contrast(of: $0, in: picture, columns: xterm.columns, rows: xterm.rows))
      }
      // Wait for the whole frame: the footer is drawn with the rest, in one update.
      if ratios.allSatisfy({ $0.1 >= Self.minimumContrast }) { break }
    } while Date() < deadline
    #expect(ratios.count == runs.count)
    for (run, ratio) in ratios {
      #expect(ratio >= Self.minimumContrast, "\(profile): \(run) has contrast \(ratio)")
    }
  }
}
