import Foundation
import Testing

/// The strategies the gallery shows, as the manifest names them.
enum StrategyNames {
  static let all = [
    "none", "content-height", "content-inset", "view-transform", "scroll-offset", "reference",
  ]
}

/// The committed screenshots are what the program draws now: every command of
/// `screenshots/manifest.txt`, run with the real binary exactly as `Scripts/screenshots.sh` runs
/// it, must write the committed bytes. A change to the renderer that moves a cell fails here until
/// the screenshots are regenerated and reviewed.
@Suite struct ScreenshotTests {
  /// One line of the manifest: `NAME|OPTIONS|SCRIPT`.
  struct Entry: CustomStringConvertible, Sendable {
    var name: String
    var options: [String]
    var script: String

    /// An animation: options starting with `record` run `formsim record` and write an SVG only.
    var isAnimation: Bool { options.first == "record" }

    /// The files the entry produces, with the format each is written in.
    var files: [(format: String, fileExtension: String)] {
      isAnimation ? [("svg", "svg")] : [("svg", "svg"), ("text", "txt")]
    }

    /// The arguments of `formsim` for one format, the same words the script builds.
    func arguments(format: String, out: String) -> [String] {
      let scriptArguments = script.isEmpty ? [] : ["--script", script]
      if isAnimation { return options + scriptArguments + ["--out", out] }
      return ["snapshot"] + options + scriptArguments + ["--format", format, "--out", out]
    }

    var description: String { name }
  }

  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("screenshots", isDirectory: true)

  /// The manifest's entries; comment and blank lines skipped, as the script's `read` loop does.
  static let entries: [Entry] = {
    let url = directory.appendingPathComponent("manifest.txt")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").compactMap { line in
      guard !line.isEmpty, !line.hasPrefix("#") else { return nil }
      let fields = line.split(separator: "|", maxSplits: 2, omittingEmptySubsequences: false)
      guard fields.count == 3 else { return nil }
      return Entry(
        name: String(fields[0]),
        options: fields[1].split(whereSeparator: \.isWhitespace).map(String.init),
        script: String(fields[2]))
    }
  }()

  static let hint = "run Scripts/screenshots.sh, look at the pictures, and commit them"

  @Test func theManifestCoversSPECSection5() {
    let names = Set(Self.entries.map(\.name))
    #expect(names.count == Self.entries.count, "a name is used twice")
    for strategy in [
      "none", "content-height", "content-inset", "view-transform", "scroll-offset", "reference",
    ] {
      for moment in ["before", "mid-slide", "settled"] {
        #expect(names.contains("\(strategy)-\(moment)"))
      }
    }
    #expect(names.contains("view-transform-landscape"))
    #expect(names.contains("compare-focus7"))
    // The README's hero and one animation per strategy.
    #expect(names.contains("hero-slide"))
    for strategy in StrategyNames.all {
      #expect(names.contains("animation-\(strategy)"))
    }
    #expect(Self.entries.filter(\.isAnimation).count == 1 + StrategyNames.all.count)
  }

  @Test(arguments: entries)
  func committedScreenshotIsCurrent(entry: Entry) throws {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("formsim-screenshots-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    for (format, fileExtension) in entry.files {
      let file = "\(entry.name).\(fileExtension)"
      let out = scratch.appendingPathComponent(file).path
      let run = try runBinary(entry.arguments(format: format, out: out))
      #expect(run.status == 0, "\(file): \(run.error)")
      let produced = try Data(contentsOf: URL(fileURLWithPath: out))
      let committed = try? Data(contentsOf: Self.directory.appendingPathComponent(file))
      #expect(committed != nil, "screenshots/\(file) is missing; \(Self.hint)")
      #expect(
        committed == nil || committed == produced, "screenshots/\(file) is stale; \(Self.hint)")
    }
  }

  @Test func noScreenshotOutsideTheManifest() throws {
    let expected = Set(
      Self.entries.flatMap { entry in entry.files.map { "\(entry.name).\($0.fileExtension)" } })
    let present = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
      .filter { ($0.hasSuffix(".svg") || $0.hasSuffix(".txt")) && $0 != "manifest.txt" }
    #expect(Set(present).subtracting(expected).sorted() == [], "\(Self.hint)")
  }
}
