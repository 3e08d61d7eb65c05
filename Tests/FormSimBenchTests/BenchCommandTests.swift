import FormSimCLI
import FormSimCore
import Foundation
import Testing

@testable import FormSimBench

/// `formsim-bench --quick` in process: every figure is there and positive (their values are
/// the benchmark's business, not a test's).
@Suite struct BenchCommandTests {
  static let keys = [
    "frame.120x40.render.ms", "frame.120x40.flush.ms", "frame.120x40.total.ms",
    "frame.120x40.bytes", "frame.120x40.cells", "frame.120x40.bytesPerChangedCell",
    "frame.120x40.bytesPerCellFullRepaint", "frame.120x40.bytesRatio",
    "frame.200x60.render.ms", "frame.200x60.flush.ms", "frame.200x60.total.ms",
    "frame.200x60.bytes", "frame.200x60.cells", "frame.200x60.bytesPerChangedCell",
    "frame.200x60.bytesPerCellFullRepaint", "frame.200x60.bytesRatio",
    "check.small.seconds", "check.large.seconds", "check.growth", "launch.firstFrame.ms",
    "frame.120x40.floor.ms", "frame.120x40.overFloor", "frame.200x60.floor.ms",
    "frame.200x60.overFloor", "latency.key.median.ms", "latency.key.worst.ms",
    // dialog is installed by .ci/run for this comparison.
    "launch.settled.ms", "launch.dialog.settled.ms", "launch.overDialog",
    "launch.withArguments.settled.ms", "launch.withArguments.overDialog",
  ]

  /// Only the launch and latency parts start a binary: without one, the check still runs, and
  /// a launch names what to pass.
  @Test func onlyTheLaunchingPartsNeedABinary() throws {
    var check = Benchmark(runs: 1, quick: true, executable: nil)
    check.parts = [.check]
    #expect(try check.run().contains { $0.key == "check.growth" })
    var launch = Benchmark(runs: 1, quick: true, executable: nil)
    launch.parts = [.launch]
    #expect(throws: BenchError.self) { try launch.run() }
  }

  /// The launch figures compare with dialog's form, so the whole report needs dialog.
  @Test(
    .enabled(
      if: DialogComparison.findDialog() != nil,
      "needs dialog for the launch comparison (apt-get install dialog; .ci/run installs it)"))
  func quickBenchReportsEveryFigure() throws {
    var console = BufferConsole()
    let status = BenchCommandLine.main(["--quick", "--json"], console: &console)
    #expect(status == 0, "\(console.error)")
    let root = try JSONParser.parse(console.output)
    let figures = try #require(root["figures"])
    for key in Self.keys {
      guard case .number(let value) = figures[key]?["value"] else {
        Issue.record("missing \(key)")
        continue
      }
      #expect(value > 0, "\(key) = \(value)")
    }
    guard case .number(let idle) = figures["idle.cpu.seconds"]?["value"] else {
      Issue.record("missing idle.cpu.seconds")
      return
    }
    #expect(idle >= 0)
    guard case .object(let machine) = root["machine"] else {
      Issue.record("missing machine")
      return
    }
    #expect(machine.map(\.0) == ["cpu", "cores", "system", "swift"])
  }

  @Test func theTableShowsTargetsAndMarks() throws {
    var console = BufferConsole()
    let status = BenchCommandLine.main(["--quick", "--only", "frames"], console: &console)
    #expect(status == 0)
    #expect(console.output.contains("machine: "))
    #expect(console.output.contains("≤ 0.5 ms"))
    #expect(console.output.contains("200×60 render + flush one frame"))
  }

  /// Without --strict a missed target still exits 0; with it, the status is 1 exactly when the
  /// report marks a figure as missed.
  @Test func strictFailsOnAMissedTarget() throws {
    var console = BufferConsole()
    let status = BenchCommandLine.main(
      ["--quick", "--json", "--strict", "--only", "frames"], console: &console)
    let figures = try #require(try JSONParser.parse(console.output)["figures"])
    guard case .object(let members) = figures else {
      Issue.record("figures is not an object")
      return
    }
    let missed = members.contains { $0.1["met"] == .bool(false) }
    #expect(members.contains { $0.1["met"] != nil })
    #expect(status == (missed ? 1 : 0), "\(console.output)")
    var lenient = BufferConsole()
    #expect(
      BenchCommandLine.main(["--quick", "--only", "frames"], console: &lenient) == 0)
  }

  @Test func repeatedPartsKeepEveryValueInOrder() throws {
    let bench = try BenchCommand.parse(["--only", "launch", "--only", "frames"])
    #expect(bench.only == [.launch, .frames])
  }

  @Test func anUnknownPartSaysWhichThereAreAndExits2() {
    var console = BufferConsole()
    #expect(BenchCommandLine.main(["--only", "gpu"], console: &console) == 2)
    #expect(console.output.isEmpty)
    #expect(
      console.error.split(separator: "\n").first
        == "Error: The value 'gpu' is invalid for '--only <part>': choose from: frames, check, corpus, launch, latency"
    )
  }

  @Test func theCorpusPartWithoutAFolderSaysWhereToFindOneAndExits2() {
    var console = BufferConsole()
    #expect(BenchCommandLine.main(["--quick", "--only", "corpus"], console: &console) == 2)
    #expect(console.output.isEmpty)
    #expect(console.error.contains("give it with --corpus FOLDER"))
  }

  /// A folder of one handler, timed `--runs` times: its ratio, and the worst and the median
  /// over the folder, which with one file are that file's.
  @Test(
    .enabled(
      if: RunningExecutable.path().map {
        FileManager.default.isExecutableFile(
          atPath: URL(fileURLWithPath: $0).deletingLastPathComponent()
            .appendingPathComponent("formsim-frontend").path)
      } == true,
      "formsim-frontend is not built beside the tests (swift build --product formsim-frontend)"))
  func theCorpusPartTimesEachFileOfTheFolder() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("formsim-bench-corpus-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let handler = """
      class Shift: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          NotificationCenter.default.addObserver(self, selector: #selector(shown(_:)),
            name: UIResponder.keyboardWillShowNotification, object: nil)
        }
        @objc func shown(_ note: Notification) { view.frame.origin.y = -10 }
      }
      """
    try Data(handler.utf8).write(to: URL(fileURLWithPath: folder + "/Shift.swift"))
    // A file that does not parse is left out, and counted: a target no run may miss.
    try Data("class Broken {".utf8).write(to: URL(fileURLWithPath: folder + "/Broken.swift"))
    var console = BufferConsole()
    let status = BenchCommandLine.main(
      ["--quick", "--runs", "2", "--json", "--only", "corpus", "--corpus", folder],
      console: &console)
    #expect(status == 0, "\(console.error)")
    for key in [
      "corpus.Shift.swift.ratio", "corpus.seconds.worst", "corpus.seconds.median",
      "corpus.ratio.worst", "corpus.ratio.median",
    ] {
      #expect(console.output.contains("\"\(key)\":{"), "no \(key): \(console.output)")
    }
    #expect(!console.output.contains("check.small.seconds"))
    #expect(console.output.contains("1 handler, the slowest"))
    #expect(console.output.contains("\"corpus.files.leftOut\":{"))
    var strict = BufferConsole()
    let strictStatus = BenchCommandLine.main(
      ["--quick", "--runs", "1", "--strict", "--only", "corpus", "--corpus", folder],
      console: &strict)
    #expect(strictStatus == 1, "\(strict.output)")
    #expect(strict.output.contains("corpus.files.leftOut"))
  }

  /// Missing targets are counted from the figures, not guessed.
  @Test func missedListsTheFiguresOverTheirTarget() {
    let target = BenchTarget(maximum: 1, text: "≤ 1 ms")
    let report = BenchReport(
      figures: [
        BenchFigure(key: "a", label: "a", value: 0.5, unit: "ms", target: target),
        BenchFigure(key: "b", label: "b", value: 1.5, unit: "ms", target: target),
        BenchFigure(key: "c", label: "c", value: 9, unit: "ms", target: nil),
      ], machine: .current(), runs: 1, quick: true, isReleaseBuild: true)
    #expect(report.missed.map(\.key) == ["b"])
    #expect(report.table().hasSuffix("\ntargets missed: b\n"))
    // Every column has a header, the marks' too.
    let header = report.table().split(separator: "\n").first { $0.hasPrefix("figure") }
    #expect(header.map { $0.split(separator: " ") } == ["figure", "median", "target", "met"])
    #expect(
      report.table().contains("medians of 1 run\n") || report.table().contains("medians of 1 run (")
    )
  }
}
