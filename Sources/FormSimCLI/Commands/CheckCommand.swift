import FormSimCore
import Foundation

/// `formsim check LAYOUT`: the layout QA report of SPEC §3.2, with an exit status for CI.
enum CheckCommand: FormSimCommand {
  static let formats = ["table", "json", "markdown"]

  static let spec = CommandSpec(
    name: "check",
    summary:
      "Try every field of a layout on devices, orientations and strategies; report hidden ones.",
    positionals: [
      PositionalSpec("LAYOUT", help: "A layout JSON file or a built-in layout name.")
    ],
    options: [
      .value(
        "device", placeholder: "NAME", repeatable: true,
        help: "Check on this device. Default: every built-in device.",
        allowedValues: DeviceProfile.builtIn.map(\.name)),
      .value(
        "strategy", placeholder: "NAME", repeatable: true,
        help: "Check this strategy, or 'all' of them. Default: reference.",
        allowedValues: StrategyCatalog.names + ["all"]),
      .flag("portrait-only", help: "Check portrait only."),
      .flag("landscape-only", help: "Check landscape only."),
      .value(
        "format", placeholder: "F", help: "Output format. Default: table.",
        allowedValues: formats),
      .value(
        "jobs", placeholder: "N",
        help: "Threads to use. Default: one per core; 1 runs on a single thread."),
      .flag("timing", help: "Print the elapsed time on standard error."),
    ] + CommonOptions.tuningSpecs,
    description: """
      Each field is focused from rest and again from the previous field (the toolbar's
      'next'). A check records the settled visible fraction and gap to the keyboard,
      whether the field was pushed above the status bar, whether every field stays
      reachable by scrolling with the keyboard up, whether dismissing restores the
      original offset, and the largest jump between two frames.

      Exit status: 0 when every checked field of every selected strategy ends fully
      visible; 1 when any does not (with --strategy all, one failing strategy fails the
      run, and 'none' fails any form that reaches below the keyboard); 2 on bad input.

      Examples:
        formsim check long
        formsim check form.json --device iphone4 --landscape-only --strategy all
        formsim check long --format json > report.json
      """)

  static func run(_ arguments: ParsedArguments, console: inout some Console) throws -> Int32 {
    let started = DispatchTime.now()
    let check = try makeCheck(arguments)
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
    switch arguments.string("format") ?? "table" {
    case "json": console.write(writer.json())
    case "markdown": console.write(writer.markdown())
    default: console.write(writer.table())
    }
    if arguments.flag("timing") {
      let finished = DispatchTime.now()
      func seconds(_ from: DispatchTime, _ to: DispatchTime) -> String {
        let value = Double(to.uptimeNanoseconds - from.uptimeNanoseconds) / 1e9
        return String(format: "%.3f", value)
      }
      console.writeError(
        "check: \(report.checks.count) checks in \(seconds(started, finished)) s "
          + "(simulation \(seconds(started, analysed)) s, output \(seconds(analysed, finished)) s, "
          + "\(check.concurrency) thread\(check.concurrency == 1 ? "" : "s"))\n")
    }
    return report.passed ? 0 : 1
  }

  /// Reads the arguments into a check; throws for anything the user must fix.
  static func makeCheck(_ arguments: ParsedArguments) throws -> LayoutCheck {
    guard let name = arguments.positional("LAYOUT") else {
      throw UsageError("missing argument LAYOUT", command: spec.name)
    }
    let layout = try LayoutParser.load(name)
    var settings = SimulationSettings(layout: layout)
    try CommonOptions.applyTuning(from: arguments, to: &settings, command: spec.name)

    let deviceNames = arguments.strings("device")
    let devices =
      deviceNames.isEmpty
      ? DeviceProfile.builtIn : unique(deviceNames).compactMap(DeviceProfile.named)

    let strategyNames = arguments.strings("strategy")
    let strategies: [String]
    if strategyNames.contains("all") {
      strategies = StrategyCatalog.names
    } else {
      strategies = strategyNames.isEmpty ? ["reference"] : unique(strategyNames)
    }

    let portraitOnly = arguments.flag("portrait-only")
    let landscapeOnly = arguments.flag("landscape-only")
    if portraitOnly && landscapeOnly {
      throw UsageError(
        "--portrait-only and --landscape-only cannot be given together", command: spec.name)
    }
    let orientations: [Orientation] =
      portraitOnly ? [.portrait] : landscapeOnly ? [.landscape] : Orientation.allCases

    var check = LayoutCheck(
      layout: layout, devices: devices, orientations: orientations, strategies: strategies,
      settings: settings)
    if let jobs = try arguments.int("jobs", range: .between(1, 256), unit: "threads") {
      check.concurrency = jobs
    }
    return check
  }

  /// The names in order, each once: `--device ipad --device ipad` checks the iPad once.
  private static func unique(_ names: [String]) -> [String] {
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }
  }
}
