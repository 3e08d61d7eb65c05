import Foundation
import Testing

/// A screenshot reads the same in headless Chromium — the engine behind GitHub's image viewer —
/// as in rsvg: every character in its cell. Chromium ignores `xml:space` on a group and
/// collapses the spaces of a text run, which drew the status bar's "9:41" and battery beside
/// "Carrier" instead of where their cells are.
@Suite(
  .enabled(
    if: SVGRenderers.installed,
    "needs chromium, rsvg-convert and convert (apt-get install chromium librsvg2-bin imagemagick; .ci/run installs them)"
  ))
struct SVGRenderingTests {
  /// `formsim snapshot --layout twelve` at rest, 100×36 cells of 9×18 px inside 8 px of
  /// padding: 916 × 664 px. Each cell's mean brightness is compared between the two renderings;
  /// the same glyph in the same cell differs only by the engines' antialiasing, a glyph moved to
  /// another cell by as much as ink against background.
  @Test func chromiumDrawsAScreenshotAsRsvgDoes() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("formsim-svg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let svg = folder.appendingPathComponent("rest.svg").path
    let snapshot = try runBinary([
      "snapshot", "--layout", "twelve", "--device", "iphone4", "--format", "svg", "--out", svg,
    ])
    #expect(snapshot.status == 0, "\(snapshot.error)")

    let rsvgPNG = folder.appendingPathComponent("rsvg.png").path
    try SVGRenderers.run(SVGRenderers.rsvg!, ["-o", rsvgPNG, svg])
    let chromiumPNG = folder.appendingPathComponent("chromium.png").path
    try SVGRenderers.run(
      SVGRenderers.chromium!,
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
        "--window-size=916,664", "--screenshot=\(chromiumPNG)", "file://\(svg)",
      ])
    let rsvg = try #require(try SVGRenderers.picture(rsvgPNG))
    let chromium = try #require(try SVGRenderers.picture(chromiumPNG))
    #expect(rsvg.width == 916 && rsvg.height == 664)
    #expect(chromium.width == 916 && chromium.height == 664)

    var differing: [String] = []
    for row in 0..<36 {
      for column in 0..<100 {
        let left = 8 + column * 9
        let top = 8 + row * 18
        let difference = abs(
          SVGRenderers.brightness(rsvg, left, top) - SVGRenderers.brightness(chromium, left, top))
        if difference > 24 { differing.append("(\(column), \(row)): \(Int(difference))") }
      }
    }
    #expect(differing.isEmpty, "\(differing.count) cells differ: \(differing.prefix(20))")
  }
}

/// The programs that render SVG, and what is shared to read their pictures.
enum SVGRenderers {
  static let chromium = ["chromium", "chromium-browser", "google-chrome"].lazy
    .compactMap(Xterm.path(of:)).first
  static let rsvg = Xterm.path(of: "rsvg-convert")
  static let convert = Xterm.path(of: "convert")
  static var installed: Bool { chromium != nil && rsvg != nil && convert != nil }

  /// Runs `executable` to its end, its output discarded; throws when it fails.
  static func run(_ executable: String, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw TmuxError(message: "\(executable) \(arguments) exited \(process.terminationStatus)")
    }
  }

  /// A PNG read back through `convert FILE ppm:-`.
  static func picture(_ png: String) throws -> Picture? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: convert ?? "convert")
    process.arguments = [png, "ppm:-"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Picture(ppm: [UInt8](data))
  }

  /// The mean of red, green and blue over the 9×18 cell at (`left`, `top`), 0 to 255.
  static func brightness(_ picture: Picture, _ left: Int, _ top: Int) -> Double {
    var total = 0
    for y in top..<(top + 18) {
      for x in left..<(left + 9) {
        let offset = (y * picture.width + x) * 3
        total +=
          Int(picture.pixels[offset]) + Int(picture.pixels[offset + 1])
          + Int(picture.pixels[offset + 2])
      }
    }
    return Double(total) / Double(3 * 9 * 18)
  }
}
