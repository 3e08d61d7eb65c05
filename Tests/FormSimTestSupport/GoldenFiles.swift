import Foundation
import Testing

/// Golden-file checks with explicit regeneration, for every test target that pins frames as
/// text: the renderer's and the app models'.
///
/// Expected output lives in a `Goldens/` folder beside the tests, so a reviewer reads a frame as
/// it looks. A mismatch fails with a unified-style diff. Setting `FORMSIM_UPDATE_GOLDENS=1`
/// rewrites the files, and still records an issue, so that an update run never passes silently
/// and a missing golden is never created by accident.
public struct GoldenFiles: Sendable {
  /// The environment variable that switches checks to regeneration.
  public static let updateVariable = "FORMSIM_UPDATE_GOLDENS"

  public static let hint = "run with FORMSIM_UPDATE_GOLDENS=1 to regenerate"

  public let directory: URL

  /// The goldens in the `Goldens` folder beside `file` (pass `#filePath`).
  public init(besides file: String) {
    directory = URL(fileURLWithPath: file).deletingLastPathComponent()
      .appendingPathComponent("Goldens", isDirectory: true)
  }

  public static var isUpdating: Bool {
    ProcessInfo.processInfo.environment[updateVariable] == "1"
  }

  /// Compares `text` with the golden file `name`, or rewrites it when regenerating.
  public func check(
    _ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = directory.appendingPathComponent(name)
    let expected = try? String(contentsOf: url, encoding: .utf8)
    if Self.isUpdating {
      do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
      } catch {
        Issue.record("Could not write golden \(name): \(error)", sourceLocation: sourceLocation)
        return
      }
      let change = expected == nil ? "created" : expected == text ? "unchanged" : "changed"
      Issue.record(
        "Golden \(name) regenerated (\(change)); run again without \(Self.updateVariable) to check it",
        sourceLocation: sourceLocation)
      return
    }
    guard let expected else {
      Issue.record(
        "Golden \(name) is missing (expected at Goldens/\(name)); \(Self.hint)",
        sourceLocation: sourceLocation)
      return
    }
    if expected != text {
      Issue.record(
        "Golden \(name) differs:\n\(Self.diff(expected: expected, actual: text, name: name))\n\(Self.hint)",
        sourceLocation: sourceLocation)
    }
  }

  /// A unified-style diff of the first differing region: the lines the golden has (`-`) and the
  /// lines the output has (`+`), with a little context, control characters made visible.
  public static func diff(
    expected: String, actual: String, name: String, context: Int = 2, limit: Int = 12
  ) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var prefix = 0
    while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix && suffix < new.count - prefix
      && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let removed = Array(old[prefix..<(old.count - suffix)])
    let added = Array(new[prefix..<(new.count - suffix)])
    let before = old[max(0, prefix - context)..<prefix]
    let after = old[(old.count - suffix)..<min(old.count, old.count - suffix + context)]
    let start = max(0, prefix - context) + 1
    var lines = ["--- Goldens/\(name)", "+++ actual output"]
    lines.append(
      "@@ -\(start),\(before.count + removed.count + after.count)"
        + " +\(start),\(before.count + added.count + after.count) @@")
    lines += before.map { " " + visible($0) }
    lines += shown(removed, marker: "-", limit: limit)
    lines += shown(added, marker: "+", limit: limit)
    lines += after.map { " " + visible($0) }
    return lines.joined(separator: "\n")
  }

  private static func shown(_ lines: [String], marker: String, limit: Int) -> [String] {
    var result = lines.prefix(limit).map { marker + visible($0) }
    if lines.count > limit { result.append("\(marker)… \(lines.count - limit) more lines") }
    return result
  }

  /// Control characters as their Unicode control pictures (ESC as ␛), so that a diff of ANSI
  /// output prints readably instead of restyling the test log.
  public static func visible(_ line: String) -> String {
    var result = ""
    for scalar in line.unicodeScalars {
      if scalar.value < 0x20, let picture = Unicode.Scalar(0x2400 + scalar.value) {
        result.unicodeScalars.append(picture)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
