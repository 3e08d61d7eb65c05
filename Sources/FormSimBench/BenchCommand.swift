import FormSimCLI

/// `formsim-bench`: how fast frames render and reach the terminal, how much they cost in bytes,
/// how `check` scales, how soon the app shows its first frame and whether it idles at zero CPU.
struct BenchCommand: FormSimCommand {
  static let configuration = CommandConfiguration(
    commandName: "formsim-bench",
    abstract: "Measure frame, flush, check and launch costs against their targets.",
    discussion: """
      Frames: a keyboard slide for the long form's "City" field on the iPhone 4 (reference \
      strategy), rendered into a cell grid and drawn through ncurses writing to a file \
      (xterm-256color) at 120x40 and 200x60. Check: generated forms on every device, \
      orientation and strategy. Launch: the binary on a pseudo-terminal, timed from spawn to \
      the first frame's footer, then left idle while its CPU time is read (/proc on Linux, \
      proc_pidinfo on macOS).

      Exit status: 0 once the figures are printed, even when a target is missed (the table \
      marks it ✗ and names it); with --strict, 1 when any target is missed. 2 on bad input.

      Build with -c release before measuring: `swift run -c release formsim-bench`.
      """)

  @Flag(help: "Print JSON instead of a table.")
  var json = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Runs per figure; the median is reported. Default: 5.", valueName: "n"))
  var runs: Int?

  @Flag(help: "Small counts, for tests: every figure, none of them meaningful.")
  var quick = false

  @Option(
    help: ArgumentHelp(
      "Measure only this part (to profile it); repeat for several. Default: all of them.",
      valueName: "part"))
  var only: [Benchmark.Part] = []

  @Flag(help: "Exit with status 1 when any figure misses its target (for CI on a quiet machine).")
  var strict = false

  @Option(
    help: ArgumentHelp(
      "The formsim binary to launch for the first-frame and idle figures. Default: the one beside this program.",
      valueName: "path"),
    completion: .file())
  var binary: String?

  @Option(
    help: ArgumentHelp(
      "A folder of handler files (the repository's Tests/FormSimHandlersTests/Corpus): time"
        + " check of 1,000 fields with each, front end included, against content-inset in the"
        + " same run, and report the worst and the median.",
      valueName: "folder"),
    completion: .file())
  var corpus: String?

  func validate() throws {
    try NumberRange.between(1, 100).check(runs, option: "runs", unit: "runs")
    if only.contains(.corpus) && corpus == nil {
      throw CommandFailure(
        "formsim-bench: --only corpus times the handler files of a folder: give it with --corpus FOLDER"
          + " (the repository's Tests/FormSimHandlersTests/Corpus)")
    }
  }

  func run(console: inout some Console) throws {
    let runs = self.runs ?? (quick ? 1 : 5)
    var benchmark = Benchmark(
      runs: runs, quick: quick, executable: binary ?? ExecutableLocator.formsim())
    if !only.isEmpty { benchmark.parts = Set(only) }
    benchmark.corpus = corpus
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
      throw CommandFailure("formsim-bench: \(error)")
    }
    if let warning = report.buildWarning, json {
      console.writeError(warning + "\n")
    }
    console.write(json ? report.json() : report.table())
    if strict && !report.missed.isEmpty { throw ExitCode(1) }
  }
}
