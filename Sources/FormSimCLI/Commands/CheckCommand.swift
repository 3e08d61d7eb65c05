import ArgumentParser
import FormSimCore
import Foundation

/// `formsim check LAYOUT`: the layout QA report of SPEC §3.2, with an exit status for CI.
struct CheckCommand: FormSimCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract:
      "Try every field of a layout on devices, orientations and strategies; report hidden ones.",
    discussion: """
      Each field is focused from rest and again from the previous field (the toolbar's \
      'next'). A check records the settled visible fraction and gap to the keyboard, \
      whether the field was pushed above the status bar, whether every field stays \
      reachable by scrolling with the keyboard up, whether dismissing restores the \
      original offset, and the largest jump between two frames.

      Exit status: 0 when every checked field of every selected strategy ends fully \
      visible; 1 when any does not (with --strategy all, one failing strategy fails the \
      run, and 'none' fails any form that reaches below the keyboard); 2 on bad input.

      Examples:
        formsim check long
        formsim check form.json --device iphone4 --landscape-only --strategy all
        formsim check long --format json > report.json
      """)

  /// `--format`.
  enum Format: String, ClosedChoice {
    case table, json, markdown
  }

  /// `--portrait-only` / `--landscape-only`.
  enum OrientationChoice: String, EnumerableFlag {
    case portraitOnly, landscapeOnly

    static func help(for value: Self) -> ArgumentHelp? {
      value == .portraitOnly ? "Check portrait only." : "Check landscape only."
    }
  }

  @Argument(
    help: ArgumentHelp("A layout JSON file or a built-in layout name.", valueName: "layout"),
    completion: Completions.layout)
  var layout: String

  @Option(
    help: ArgumentHelp(
      "Check on this device; repeat for several. Default: every built-in device.",
      valueName: "name"),
    completion: Completions.device, transform: NameList.device)
  var device: [String] = []

  @Option(
    help: ArgumentHelp(
      "Check this strategy, or 'all' of them; repeat for several. Default: reference.",
      valueName: "name"),
    completion: Completions.strategyOrAll, transform: NameList.strategyOrAll)
  var strategy: [String] = []

  @Flag(exclusivity: .exclusive)
  var orientation: OrientationChoice?

  @Option(help: ArgumentHelp("Output format. Default: table.", valueName: "f"))
  var format: Format = .table

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Threads to use. Default: one per core; 1 runs on a single thread.", valueName: "n"))
  var jobs: Int?

  @Flag(help: "Print the elapsed time on standard error.")
  var timing = false

  @OptionGroup var tuning: TuningOptions

  func validate() throws {
    try NumberRange.between(1, 256).check(jobs, option: "jobs", unit: "threads")
  }

  func run(console: inout some Console) throws {
    let started = DispatchTime.now()
    let check = try makeCheck()
    let report: LayoutCheckReport
    if console.errorIsTerminal {
      report = check.run { done, total in
        console.writeError("\rchecking \(done)/\(total) fields…")
      }
      console.writeError("\r\u{1B}[K")
    } else {
      report = check.run()
    }
    let analysed = DispatchTime.now()
    let writer = CheckReportWriter(report)
    switch format {
    case .json: console.write(writer.json())
    case .markdown: console.write(writer.markdown())
    case .table: console.write(writer.table())
    }
    if timing {
      let finished = DispatchTime.now()
      func seconds(_ from: DispatchTime, _ to: DispatchTime) -> String {
        let value = Double(to.uptimeNanoseconds - from.uptimeNanoseconds) / 1e9
        return String(format: "%.3f", value)
      }
      console.writeError(
        "check: \(counted(report.checks.count, "check")) in \(seconds(started, finished)) s "
          + "(simulation \(seconds(started, analysed)) s, output \(seconds(analysed, finished)) s, "
          + "\(counted(check.concurrency, "thread")))\n")
    }
    if !report.passed { throw ExitCode(1) }
  }

  /// The check the arguments describe; throws `LayoutError` for a bad layout.
  func makeCheck() throws -> LayoutCheck {
    var settings = SimulationSettings(layout: try LayoutParser.load(layout))
    tuning.apply(to: &settings)
    let devices =
      device.isEmpty
      ? DeviceProfile.builtIn : try NameList.unique(device).map(DeviceFile.profile)
    let strategies =
      strategy.contains("all")
      ? StrategyCatalog.names : strategy.isEmpty ? ["reference"] : NameList.unique(strategy)
    let orientations: [Orientation] =
      switch orientation {
      case .portraitOnly: [.portrait]
      case .landscapeOnly: [.landscape]
      case nil: Orientation.allCases
      }
    var check = LayoutCheck(
      layout: settings.layout, devices: devices, orientations: orientations,
      strategies: strategies, settings: settings)
    if let jobs { check.concurrency = jobs }
    return check
  }
}
