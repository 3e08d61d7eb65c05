import FormSimApp
import FormSimCore
import FormSimRender
import FormSimTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `formsim record`: a script, or a demo tour, played on simulated time at the frame rate and
/// written as an asciicast (`.cast`) or an animated SVG (`.svg`).
struct RecordCommand: FormSimCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Record a script or a demo tour as an asciicast (.cast) or an animated SVG.",
    discussion: """
      The script plays on simulated time, one frame per frame interval while something \
      moves, through the same renderer as the terminal and 'formsim snapshot': the last frame \
      is the settled snapshot. A .cast holds the bytes the terminal backend writes for each \
      frame (xterm-256color), for 'asciinema play' and the asciinema player. A .svg is one \
      self-contained animation for browsers and READMEs: each distinct screen once, stepped \
      with CSS and looping after --end-hold. Use 'wait S' steps to pause between steps.
      --demo STRATEGY records the built-in tour that 'formsim demo STRATEGY' plays.
      A .cast is written as it plays, frame by frame, however long. An SVG (and a --compare, \
      whose panes are composed from their whole timelines) holds at most 20 million cells of \
      frames while it is made (about 5,000 frames of 100×40); a longer one is refused with what \
      to reduce.
      Examples:
        formsim record --layout twelve --script 'wait 0.5; focus 7' --out slide.cast
        formsim record --layout twelve --script 'focus 7' --compare none,reference --out a.svg
        formsim record --demo content-inset --hold 1 --out tour.cast
      """)

  @OptionGroup var script: ScriptOptions

  @Option(
    help: ArgumentHelp(
      "Record the built-in tour of this strategy (as 'formsim demo') instead of a script.",
      valueName: "strategy"),
    completion: Completions.strategy, transform: NameList.strategy)
  var demo: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "With --demo: seconds to hold on each settled step. Default: 2.", valueName: "s"))
  var hold: Double?

  @Option(
    help: ArgumentHelp("Terminal size to draw for. Default: 100x36.", valueName: "colsxrows"),
    transform: SnapshotSize.parse)
  var size: SnapshotSize?

  @Option(
    help: ArgumentHelp(
      "The same script under each strategy, side by side: a comma list, where 'all' stands for"
        + " every strategy and 'seeds' for none, the four seeds and reference.",
      valueName: "strategies"),
    transform: SnapshotCommand.strategies)
  var compare: [String]?

  @Option(
    help: ArgumentHelp(
      "How --compare places the frames: side by side, or one under another (for wide frames)."
        + " Default: horizontal.", valueName: "l"))
  var stripLayout: SnapshotCommand.StripLayout?

  @OptionGroup var look: LookOptions

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Seconds an SVG holds its last frame before it loops. Default: 2.", valueName: "s"))
  var endHold: Double?

  @Option(
    help: ArgumentHelp(
      "Write here: .cast (asciicast v2) or .svg (animated SVG).", valueName: "file"),
    completion: .file(extensions: RecordingFormat.allCases.map(\.rawValue)))
  var out: String

  @OptionGroup var common: CommonOptions

  func validate() throws {
    try NumberRange.between(0, 60).check(hold, option: "hold", unit: "seconds")
    try NumberRange.between(0, 60).check(endHold, option: "end-hold", unit: "seconds")
    if demo != nil && script.isGiven {
      throw ValidationError("give --demo or --script, not both (a demo plays its own steps)")
    }
    if demo != nil && compare != nil {
      throw ValidationError("give --demo or --compare, not both")
    }
    if hold != nil && demo == nil {
      throw ValidationError("--hold applies to --demo; pause a script with 'wait S' steps")
    }
    if let demo, let strategy = common.strategy, strategy != demo {
      throw ValidationError("give the strategy once: --demo \(demo) or --strategy \(strategy)")
    }
    _ = try format()
  }

  /// The format `--out`'s extension names.
  func format() throws -> RecordingFormat {
    guard let format = RecordingFormat.implied(byFileName: out) else {
      // The name with its extension, if any, replaced by each one record writes.
      let slash = out.lastIndex(of: "/").map { out.index(after: $0) } ?? out.startIndex
      let base = out[slash...].lastIndex(of: ".").map { String(out[..<$0]) } ?? out
      throw ValidationError(
        "--out \(out): record writes .cast (asciicast) or .svg (animated SVG), as the file's"
          + " extension says; name it \(base).cast or \(base).svg")
    }
    return format
  }

  func run(console: inout some Console) throws {
    try InputFile.refuse(
      out, option: "--out", among: common.inputFiles + script.inputFiles, command: Self.name)
    var settings = try common.settings()
    let size = self.size ?? .standard
    var playDemo: DemoRecording?
    var playScript: ScriptRecording?
    if let demo {
      settings.strategy = demo
      let hold = self.hold ?? DemoTour.defaultHold
      let tour = DemoTour.builtIn(strategy: demo, settings: settings, hold: hold)
      let model = DemoModel(
        settings: settings, tours: [tour], introductionHold: hold, forcedScale: look.scale)
      playDemo = DemoRecording(
        demo: model, columns: size.columns, rows: size.rows, colorEnabled: look.color,
        unicodeEnabled: !look.ascii)
    } else {
      let steps =
        try script.steps(fieldCount: settings.layout.fieldSpecs.count, command: Self.name) ?? []
      playScript = ScriptRecording(
        settings: settings, steps: steps, comparedStrategies: compare ?? [],
        theme: look.theme, forcedScale: look.scale,
        columns: size.columns, rows: size.rows,
        layout: stripLayout == .vertical ? .vertical : .horizontal)
    }
    let tooLarge = CommandFailure(
      "formsim \(Self.name): the recording would hold more than"
        + " \(ScriptRecording.maximumCells / 1_000_000) million cells of frames (frames ×"
        + " columns × rows × panes); record fewer panes, a lower --fps, a shorter --duration"
        + " or a smaller --size")
    switch try format() {
    case .cast:
      // A cast is a stream: each frame goes to the file as it is made, so only the frame on
      // screen is held. A comparison's panes are composed from their whole timelines, which are
      // held within the bound first.
      if let script = playScript, !(compare ?? []).isEmpty {
        guard let frames = script.frames(holdingAtMost: ScriptRecording.maximumCells) else {
          throw tooLarge
        }
        let first = frames.first?.frame.grid
        try writeCast(columns: first?.width ?? size.columns, rows: first?.height ?? size.rows) {
          frames.forEach($0)
        }
      } else {
        try writeCast(columns: size.columns, rows: size.rows) { record in
          if let playDemo { playDemo.stream(record) }
          if let playScript { playScript.stream(holdingAtMost: .max, record) }
        }
      }
    case .svg:
      // An animated SVG keeps each distinct screen until the end, within the bound.
      guard
        let frames = playDemo.map({ $0.frames(holdingAtMost: ScriptRecording.maximumCells) })
          ?? playScript?.frames(holdingAtMost: ScriptRecording.maximumCells)
      else { throw tooLarge }
      let text = AnimatedSVGWriter.render(
        frames.map { ($0.time, $0.frame.grid) }, endHold: endHold ?? 2)
      try OutputFile.store(text, at: out, command: Self.name)
    }
  }

  /// Writes the frames `play` hands on into a `.cast` at `--out` as they come, ending as the
  /// app's exit does.
  private func writeCast(
    columns: Int, rows: Int, _ play: ((RecordedFrame) -> Void) -> Void
  ) throws {
    var unopenable: (any Error)?
    do {
      try OutputFile.produce(at: out, command: Self.name) { descriptor in
        let recorder: CastRecorder
        do {
          recorder = try CastRecorder(
            columns: columns, rows: rows, writingTo: descriptor, name: out)
        } catch {
          // Nothing is written, so nothing is replaced; the reason is the recorder's.
          unopenable = error
          return EIO
        }
        play { recorder.record($0.frame, at: $0.time) }
        recorder.finish()
        return recorder.failureCode ?? 0
      }
    } catch {
      guard let unopenable else { throw error }
      throw CommandFailure("formsim \(Self.name): \(unopenable)")
    }
  }
}
