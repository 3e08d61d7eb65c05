/// `formsim bench`: how fast frames render and reach the terminal, how much they cost in bytes,
/// how `check` scales, how soon the app shows its first frame and whether it idles at zero CPU.
enum BenchCommand: FormSimCommand {
  static let spec = CommandSpec(
    name: "bench",
    summary: "Measure frame, flush, check and launch costs against their targets.",
    options: [
      .flag("json", help: "Print JSON instead of a table."),
      .value(
        "runs", placeholder: "N", help: "Runs per figure; the median is reported. Default: 5."),
      .flag("quick", help: "Small counts, for tests: every figure, none of them meaningful."),
      .value(
        "only", placeholder: "PART", repeatable: true,
        help: "Measure only this part (to profile it). Default: all of them.",
        allowedValues: Benchmark.Part.allCases.map(\.rawValue)),
      .value(
        "binary", placeholder: "PATH",
        help:
          "The formsim binary to launch for the first-frame and idle figures. Default: this one."
      ),
    ],
    description: """
      Frames: a keyboard slide for the long form's "City" field on the iPhone 4 (reference
      strategy), rendered into a cell grid and drawn through ncurses writing to a file
      (xterm-256color) at 120x40 and 200x60. Check: generated forms on every device,
      orientation and strategy. Launch: the binary on a pseudo-terminal, timed from spawn to
      the first frame's footer, then left idle while its CPU time is read from /proc.

      Build with -c release before measuring: `swift run -c release formsim bench`.
      """)

  static func run(_ arguments: ParsedArguments, console: inout some Console) throws -> Int32 {
    let quick = arguments.flag("quick")
    let runs = try arguments.int("runs", range: .between(1, 100), unit: "runs") ?? (quick ? 1 : 5)
    guard let executable = arguments.string("binary") ?? ExecutableLocator.formsim() else {
      throw CommandFailure(
        "formsim bench: cannot find the formsim binary to launch; pass --binary PATH")
    }
    var benchmark = Benchmark(runs: runs, quick: quick, executable: executable)
    let only = arguments.strings("only").compactMap(Benchmark.Part.init(rawValue:))
    if !only.isEmpty { benchmark.parts = Set(only) }
    #if DEBUG
      let isRelease = false
    #else
      let isRelease = true
    #endif
    let report: BenchReport
    do {
      let showsProgress = console.errorIsTerminal
      var progressConsole = console
      let figures = try benchmark.run { step in
        if showsProgress { progressConsole.writeError("\rmeasuring \(step)…\u{1B}[K") }
      }
      if showsProgress { console.writeError("\r\u{1B}[K") }
      report = BenchReport(
        figures: figures, machine: .current(), runs: runs, quick: quick, isReleaseBuild: isRelease)
    } catch let error as BenchError {
      throw CommandFailure("formsim bench: \(error)")
    }
    if let warning = report.buildWarning, arguments.flag("json") {
      console.writeError(warning + "\n")
    }
    console.write(arguments.flag("json") ? report.json() : report.table())
    return 0
  }
}
