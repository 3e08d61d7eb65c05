import Foundation
import Testing

/// The committed screenshots show every frame whole: the panel's rows and the footer's keys,
/// never the small-terminal hint, and each picture as wide as GitHub shows one.
@Suite struct ScreenshotGalleryTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("screenshots")

  static func files(_ suffix: String) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { $0.lastPathComponent.hasSuffix(suffix) && $0.lastPathComponent != "manifest.txt" }
  }

  static let footer =
    "F1Help F2Strategy F3Device F4Rotate F5Predictive F6HwKbd F7Slow F8Pause F9Step F12Panel F10Quit"

  /// One footer per frame: the strips have six frames, the comparison one per strategy.
  @Test func everyFrameHasItsWholePanelAndFooter() throws {
    let captures = try Self.files(".txt")
    #expect(captures.count >= 30)
    for file in captures {
      let text = try String(contentsOf: file, encoding: .utf8)
      #expect(!text.contains("best at"), "\(file.lastPathComponent)")
      let frames = text.components(separatedBy: "╭ FormSim ").count - 1
      let footers = text.components(separatedBy: Self.footer).count - 1
      #expect(frames >= 1 && footers == frames, "\(file.lastPathComponent): \(frames), \(footers)")
    }
  }

  /// `compare-focus7` is about the six verdicts on field 7: `none`'s hidden, five visible.
  @Test func theComparisonShowsEveryVerdict() throws {
    let text = try String(
      contentsOf: Self.folder.appendingPathComponent("compare-focus7.txt"), encoding: .utf8)
    #expect(text.components(separatedBy: "✓ fully visible").count - 1 == 5)
    #expect(text.components(separatedBy: "✗ hidden").count - 1 == 1)
  }

  /// 100 columns of 9 px and 8 px of padding on each side: 916 px, about the width of GitHub's
  /// README column, so a picture is shown near its own size, not shrunk to a fraction of it.
  @Test func everyPictureIs916PixelsWide() throws {
    for file in try Self.files(".svg") {
      let text = try String(contentsOf: file, encoding: .utf8)
      #expect(
        text.contains(#"<svg xmlns="http://www.w3.org/2000/svg" width="916" "#),
        "\(file.lastPathComponent)")
    }
  }
}
