import FormSimCLI
import FormSimCore

/// `formsim-bench`'s measurements: each is taken `runs` times and reported as the median.
struct Benchmark {
  /// Terminal sizes whose frames are timed.
  static let sizes = [(columns: 120, rows: 40), (columns: 200, rows: 60)]

  var runs: Int
  /// Fewer repetitions and smaller forms, for tests: every figure, none of them meaningful.
  var quick: Bool
  /// The `formsim` binary whose launch and key latency are timed; nil when none was found, which
  /// only matters to those two parts (frames and check run in this process).
  var executable: String?
  /// The parts to measure; every part by default.
  var parts: Set<Part> = Set(Part.allCases)
  /// A folder of handler files to time one by one (`CorpusBench`), if given.
  var corpus: String?

  /// The groups of figures, which `--only` can pick from (to profile one of them). `corpus` is
  /// the `--corpus` folder's files alone; `check` includes them when a folder is given.
  enum Part: String, ClosedChoice {
    case frames, check, corpus, launch, latency
  }

  var slideRepetitions: Int { quick ? 2 : 30 }
  var checkFieldCounts: (small: Int, large: Int) { quick ? (10, 100) : (1_000, 10_000) }
  var idleSeconds: Double { quick ? 0.3 : 3 }

  /// Takes every measurement; `progress` hears what is being measured.
  func run(progress: (String) -> Void = { _ in }) throws -> [BenchFigure] {
    var figures: [BenchFigure] = []
    let slide = KeyboardSlide()
    for size in Self.sizes where parts.contains(.frames) {
      progress("frames at \(size.columns)×\(size.rows)")
      let bench = FrameBench(columns: size.columns, rows: size.rows, repetitions: slideRepetitions)
      var samples: [FrameBench.Sample] = []
      for _ in 0..<runs { samples.append(try bench.run(slide)) }
      figures += frameFigures(
        samples, columns: size.columns, rows: size.rows, frames: slide.frames.count)
    }

    if parts.contains(.check) {
      figures += checkFigures(progress: progress)
      figures += handlerFigures(progress: progress)
    }
    if let corpus, parts.contains(.check) || parts.contains(.corpus) {
      figures += try CorpusBench(folder: corpus, fieldCount: checkFieldCounts.small, runs: runs)
        .run(progress: progress)
    }
    if parts.contains(.launch) { figures += try launchFigures(progress: progress) }
    if parts.contains(.latency) { figures += try latencyFigures(progress: progress) }
    return figures
  }

  private func checkFigures(progress: (String) -> Void) -> [BenchFigure] {
    let counts = checkFieldCounts
    // The two sizes alternate and the growth is the median of each pair's ratio: the machine's
    // load moves between runs, and a pair taken back to back sees the same load on both sides.
    var smalls: [Double] = []
    var larges: [Double] = []
    var growths: [Double] = []
    for run in 1...max(1, runs) {
      progress("check of \(counts.small) and \(counts.large) fields, run \(run) of \(runs)")
      let small = CheckBench(fieldCount: counts.small).run()
      let large = CheckBench(fieldCount: counts.large).run()
      smalls.append(small)
      larges.append(large)
      growths.append(large / max(small, 1e-9))
    }
    let small = Median.of(smalls)
    let large = Median.of(larges)
    let groups =
      DeviceProfile.all.count * Orientation.allCases.count * StrategyCatalog.names.count
    return [
      BenchFigure(
        key: "check.small.seconds",
        label: "check, \(counts.small.formatted(grouping: true)) fields × \(groups) groups",
        value: small, unit: "s",
        target: counts.small == 1_000 ? BenchTarget(maximum: 1, text: "≤ 1 s") : nil),
      BenchFigure(
        key: "check.large.seconds",
        label: "check, \(counts.large.formatted(grouping: true)) fields × \(groups) groups",
        value: large, unit: "s", target: nil),
      BenchFigure(
        key: "check.growth", label: "check growth for 10× the fields (alternating runs)",
        value: Median.of(growths),
        unit: "×", target: BenchTarget(maximum: 12, text: "≈ 10 (linear), ≤ 12")),
    ]
  }

  /// `check` with each interpreted handler against the built-in strategy it rewrites,
  /// alternating in the same run; each ratio is held to 5.
  private func handlerFigures(progress: (String) -> Void) -> [BenchFigure] {
    HandlerBench.cases.flatMap { handlerFigures($0, progress: progress) }
  }

  private func handlerFigures(_ handler: HandlerBench.Case, progress: (String) -> Void)
    -> [BenchFigure]
  {
    let count = checkFieldCounts.small
    let name: String
    do {
      name = try HandlerBench.register(handler)
    } catch {
      progress("no \(handler.language) handler figures: \(error)")
      return []
    }
    let bench = HandlerBench(fieldCount: count)
    var builtIns: [Double] = []
    var handlers: [Double] = []
    var ratios: [Double] = []
    for run in 1...max(1, runs) {
      progress(
        "check of \(count) fields, \(handler.strategy) and its \(handler.language) handler,"
          + " run \(run) of \(runs)")
      let builtIn = bench.run(strategy: handler.strategy)
      let interpreted = bench.run(strategy: name)
      builtIns.append(builtIn)
      handlers.append(interpreted)
      ratios.append(interpreted / max(builtIn, 1e-9))
    }
    let groups = DeviceProfile.all.count * Orientation.allCases.count
    let shown = "check, \(count.formatted(grouping: true)) fields × \(groups) groups"
    return [
      BenchFigure(
        key: "check.\(handler.builtInKey).seconds", label: "\(shown), \(handler.strategy)",
        value: Median.of(builtIns), unit: "s", target: nil),
      BenchFigure(
        key: "check.\(handler.handlerKey).seconds",
        label: "\(shown), the same code as \(handler.described)",
        value: Median.of(handlers), unit: "s", target: nil),
      BenchFigure(
        key: "check.\(handler.handlerKey).ratio",
        label: "\(handler.language) handler / \(handler.strategy) (same run, alternating)",
        value: Median.of(ratios), unit: "×", target: BenchTarget(maximum: 5, text: "≤ 5")),
    ]
  }

  /// The binary to start, or the error that says how to name one.
  private func launchedBinary() throws -> String {
    guard let executable else {
      throw BenchError("cannot find the formsim binary to launch; pass --binary PATH")
    }
    return executable
  }

  private func launchFigures(progress: (String) -> Void) throws -> [BenchFigure] {
    let executable = try launchedBinary()
    progress("launch and idle")
    var launches: [LaunchBench.Sample] = []
    for _ in 0..<runs {
      launches.append(try LaunchBench(executable: executable, idleSeconds: idleSeconds).run())
    }
    return [
      BenchFigure(
        key: "launch.firstFrame.ms",
        label: "first frame, formsim run --layout long (spawn → footer, pty 120×40)",
        value: Median.of(launches.map(\.firstFrameSeconds)) * 1000, unit: "ms", target: nil),
      BenchFigure(
        key: "idle.cpu.seconds", label: "idle CPU over \(idleSeconds.formatted(decimals: 1)) s",
        value: Median.of(launches.map(\.idleCPUSeconds)), unit: "s CPU",
        target: BenchTarget(maximum: 0, text: "0 (no clock tick)")),
    ] + (try dialogFigures(progress: progress))
  }

  /// formsim's time to a settled first screen over `dialog --form`'s, in one alternating run;
  /// nothing when dialog is not installed.
  private func dialogFigures(progress: (String) -> Void) throws -> [BenchFigure] {
    guard let dialog = DialogComparison.findDialog() else {
      progress("dialog not installed: no start-up ratio")
      return []
    }
    progress("start-up against dialog --form")
    let sample = try DialogComparison(executable: try launchedBinary(), dialog: dialog, runs: runs)
      .run()
    let dialogSeconds = max(1e-9, sample.dialogSeconds)
    return [
      BenchFigure(
        key: "launch.settled.ms",
        label: "first screen settled, formsim (spawn → last byte, pty 110×40)",
        value: sample.formsimSeconds * 1000, unit: "ms", target: nil),
      BenchFigure(
        key: "launch.dialog.settled.ms", label: "dialog --form (12 fields), same measure",
        value: sample.dialogSeconds * 1000, unit: "ms", target: nil),
      BenchFigure(
        key: "launch.overDialog", label: "formsim settled / dialog's (alternating runs)",
        value: sample.formsimSeconds / dialogSeconds, unit: "×",
        target: BenchTarget(maximum: 0.8, text: "≤ 0.8")),
      BenchFigure(
        key: "launch.withArguments.settled.ms",
        label: "formsim \(DialogComparison.formsimArguments.joined(separator: " ")), same measure",
        value: sample.formsimWithArgumentsSeconds * 1000, unit: "ms", target: nil),
      BenchFigure(
        key: "launch.withArguments.overDialog",
        label: "… with arguments to parse / dialog's (alternating runs)",
        value: sample.formsimWithArgumentsSeconds / dialogSeconds, unit: "×",
        target: BenchTarget(maximum: 1, text: "≤ 1")),
    ]
  }

  private func latencyFigures(progress: (String) -> Void) throws -> [BenchFigure] {
    let executable = try launchedBinary()
    progress("key-to-screen latency")
    let keys = quick ? 10 : 50
    var latencies: [Double] = []
    for _ in 0..<runs {
      latencies += try KeyLatencyBench(executable: executable, keys: keys).run()
    }
    return [
      BenchFigure(
        key: "latency.key.median.ms",
        label: "key → first byte of the answering frame, median of \(keys) keys",
        value: Median.of(latencies) * 1000, unit: "ms",
        target: BenchTarget(maximum: 2, text: "≤ 2 ms")),
      BenchFigure(
        key: "latency.key.worst.ms", label: "key → first byte, worst of \(keys) keys",
        value: (latencies.max() ?? 0) * 1000, unit: "ms", target: nil),
    ]
  }

  private func frameFigures(
    _ samples: [FrameBench.Sample], columns: Int, rows: Int, frames: Int
  ) -> [BenchFigure] {
    let size = "\(columns)x\(rows)"
    let shown = "\(columns)×\(rows)"
    let render = Median.of(samples.map(\.renderSeconds)) * 1000
    let flush = Median.of(samples.map(\.flushSeconds)) * 1000
    let both = Median.of(samples.map { $0.renderSeconds + $0.flushSeconds }) * 1000
    let floor = Median.of(samples.map(\.floorSeconds)) * 1000
    let overFloor = Median.of(
      samples.map { ($0.renderSeconds + $0.flushSeconds) / max(1e-12, $0.floorSeconds) })
    let bytes = Median.of(samples.map(\.bytesPerFrame))
    let cells = Median.of(samples.map(\.cellsPerFrame))
    let perCell = Median.of(samples.map(\.bytesPerCellFullRepaint))
    let ratio = Median.of(
      samples.map { $0.bytesPerFrame / max(1e-9, $0.cellsPerFrame * $0.bytesPerCellFullRepaint) })
    let renderFlushTarget =
      columns == 200 ? BenchTarget(maximum: 0.5, text: "≤ 0.5 ms") : nil
    return [
      BenchFigure(
        key: "frame.\(size).render.ms", label: "\(shown) render one frame into the grid",
        value: render, unit: "ms", target: nil),
      BenchFigure(
        key: "frame.\(size).flush.ms", label: "\(shown) diff + flush one frame (ncurses)",
        value: flush, unit: "ms", target: nil),
      BenchFigure(
        key: "frame.\(size).total.ms", label: "\(shown) render + flush one frame",
        value: both, unit: "ms", target: renderFlushTarget),
      BenchFigure(
        key: "frame.\(size).floor.ms",
        label: "\(shown) floor: ncurses drawing the same changed cells, prepared",
        value: floor, unit: "ms", target: nil),
      BenchFigure(
        key: "frame.\(size).overFloor",
        label: "\(shown) render + flush / floor (same run)",
        value: overFloor, unit: "×", target: BenchTarget(maximum: 1.5, text: "≤ 1.5")),
      BenchFigure(
        key: "frame.\(size).bytes",
        label: "\(shown) bytes written per frame (\(frames)-frame slide)",
        value: bytes, unit: "B", target: nil),
      BenchFigure(
        key: "frame.\(size).cells", label: "\(shown) cells changed per frame",
        value: cells, unit: "cells", target: nil),
      BenchFigure(
        key: "frame.\(size).bytesPerChangedCell", label: "\(shown) bytes per changed cell",
        value: bytes / max(cells, 1e-9), unit: "B", target: nil),
      BenchFigure(
        key: "frame.\(size).bytesPerCellFullRepaint",
        label: "\(shown) bytes per cell in a full repaint", value: perCell, unit: "B", target: nil),
      BenchFigure(
        key: "frame.\(size).bytesRatio",
        label: "\(shown) frame bytes / (changed cells × full-repaint bytes per cell)",
        value: ratio, unit: "×", target: BenchTarget(maximum: 1.5, text: "≤ 1.5")),
    ]
  }
}
