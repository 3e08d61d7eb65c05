import FormSimCore
import Foundation
import Testing

@testable import FormSimCLI

/// Messages that name what to fix: each says which of several mistakes was made, in a whole
/// sentence, with figures that mean one thing.
@Suite struct MessageTests {
  static func run(_ arguments: [String]) -> (status: Int32, error: String, output: String) {
    var console = BufferConsole()
    let status = FormSimCommandLine.main(arguments, console: &console)
    return (status, console.error, console.output)
  }

  /// A folder and a missing path are different mistakes, and say so.
  @Test func aScriptFileThatIsAFolderOrMissingSaysWhich() throws {
    let folder = uniqueTemporaryPath("scripts")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let directory = Self.run(["simulate", "--script-file", folder.path])
    #expect(directory.status == 2)
    #expect(
      directory.error
        == "formsim simulate: \(folder.path): is a folder; --script-file takes a file of steps"
        + " (or '-' for standard input)\n")
    let missing = Self.run(["simulate", "--script-file", folder.path + "/steps.txt"])
    #expect(missing.status == 2)
    #expect(
      missing.error
        == "formsim simulate: \(folder.path)/steps.txt: no such script file; check the path\n")
  }

  /// The refusal of `--out x.gif` ends with the names that would work.
  @Test func recordNamesTheFilesItWouldWrite() {
    let run = Self.run(["record", "--script", "focus 1", "--out", "x.gif"])
    #expect(run.status == 2)
    #expect(
      run.error.hasPrefix(
        "Error: --out x.gif: record writes .cast (asciicast) or .svg (animated SVG), as the"
          + " file's extension says; name it x.cast or x.svg\n"))
  }

  /// `none` on the `long` form, iPhone 4 portrait: the keyboard's top is at 264 and no inset
  /// is set, so with any field focused the content can scroll no further than at rest (1221 −
  /// 480 = 741) and fields below 741 + 264 = 1005 stay out of reach: every one of the 24 leaves
  /// others unreachable. The note gives their numbers, as the failing-fields column does (6–24,
  /// whose bottoms 280 + 50k are below 264). UIKit scrolls a field below the window up to its
  /// bottom edge and nothing scrolls it back on dismiss (10–24); the summary gives the worst
  /// gap, 264 − 480 = −216, as a bound.
  @Test func checkNotesNameFieldsAndTheSummaryGivesABound() {
    let run = Self.run([
      "check", "long", "--strategy", "none", "--device", "iphone4", "--portrait-only",
    ])
    #expect(run.status == 1)
    let row = run.output.split(separator: "\n").first { $0.contains(" none ") }
    #expect(
      row?.hasSuffix(
        "6–24            others unreachable from: 1–24; not restored on dismiss: 10–24") == true,
      "\(run.output)")
    #expect(run.output.hasSuffix("iphone4 portrait fields 6–24 hidden by up to 216 pt\n"))
  }
}
