import FormSimCore
import FormSimRender

/// `formsim snapshot`: one frame, a strip of frames or a comparison of strategies, drawn exactly
/// as the terminal would show it and written as text, ANSI or SVG.
struct SnapshotCommand: FormSimCommand {
  static let configuration = CommandConfiguration(
    commandName: "snapshot",
    abstract: "Write the frame the terminal would show as text, ANSI or SVG.",
    usage: """
      formsim snapshot [<options>] [--script <s>] [--at <t>] [--format <f>] [--out <file>]
      """,
    discussion: """
      The frame comes from the same renderer as the interactive simulator, cell for cell, at a \
      fixed size so the output is the same on every machine. Without --script the form is at \
      rest. --at shows the moment T seconds after the script starts, even mid-slide; a script \
      that has settled by then stays still. --compare replaces --strategy.

      The format follows --out's extension: .txt is text, .ansi or .ans is ANSI, .svg is SVG. \
      Any other extension (.png, say) is refused, as is a --format the extension contradicts; \
      a file name without an extension, like standard output, gets --format (default text).
      Examples:
        formsim snapshot --layout twelve --script 'focus 7' --out settled.svg
        formsim snapshot --layout twelve --script 'focus 7' --at 0.15 --format text
        formsim snapshot --layout twelve --script 'focus 7' --strip 0,0.1,0.2,0.3 --out slide.svg
        formsim snapshot --layout twelve --script 'focus 7' --compare seeds --size 60x40 --out seeds.svg
      """)

  @OptionGroup var script: ScriptOptions

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Simulated seconds after the script starts (e.g. 0.15 for mid-slide). Default: settled.",
      valueName: "t"))
  var at: Double?

  @Option(
    help: ArgumentHelp(
      "Terminal size to draw for. Default: 100x36, whatever the real terminal is.",
      valueName: "colsxrows"),
    transform: SnapshotSize.parse)
  var size: SnapshotSize?

  @Option(
    help: ArgumentHelp(
      "Default: implied by --out's extension (.txt, .ansi, .svg), else text.", valueName: "f"))
  var format: SnapshotFormat?

  @Option(
    help: ArgumentHelp(
      "Write here, replacing the file only once all is written. Default (or '-'): stdout.",
      valueName: "file"),
    completion: .file(extensions: SnapshotFormat.allExtensions))
  var out: String?

  @OptionGroup var look: LookOptions

  @Option(
    help: ArgumentHelp(
      "A strip of frames at these times (at most 100), e.g. 0,0.1,0.2,0.3, each captioned 't = …'.",
      valueName: "times"),
    transform: SnapshotTimes.parse)
  var strip: [Double]?

  @Option(
    help: ArgumentHelp(
      "The same script under each strategy, side by side and captioned: a comma list, where"
        + " 'all' stands for every strategy and 'seeds' for none, the four seeds and reference.",
      valueName: "strategies"),
    transform: strategies)
  var compare: [String]?

  @Option(
    help: ArgumentHelp(
      "How --strip and --compare place frames. Default: horizontal.", valueName: "l"))
  var stripLayout: StripLayout?

  @OptionGroup var common: CommonOptions

  /// `--strip-layout`.
  enum StripLayout: String, ClosedChoice {
    case horizontal, vertical
  }

  func validate() throws {
    try NumberRange.atLeast(0).check(at, option: "at", unit: "seconds")
    if strip != nil && compare != nil {
      throw ValidationError("give --strip or --compare, not both")
    }
    if strip != nil && at != nil {
      throw ValidationError("give --at or --strip, not both (--strip lists its own times)")
    }
    _ = try resolvedFormat()
  }

  /// `--out`, with `-` meaning standard output.
  var outFile: String? { out == "-" ? nil : out }

  /// `--format`, or the format `--out`'s extension implies, or text; throws when the extension
  /// is not one of ours or contradicts `--format`.
  func resolvedFormat() throws -> SnapshotFormat {
    guard let outFile else { return format ?? .text }
    switch SnapshotFormat.implied(byFileName: outFile) {
    case .none:
      return format ?? .text
    case .format(let implied):
      if let format, format != implied {
        throw ValidationError(
          "--format \(format.rawValue) does not match --out \(outFile): that name is for"
            + " --format \(implied.rawValue)")
      }
      return implied
    case .unknown(let ext):
      let known = SnapshotFormat.allExtensions.map { ".\($0)" }.joined(separator: ", ")
      throw ValidationError(
        "--out \(outFile): snapshot writes text, ANSI or SVG, not .\(ext); name the file"
          + " \(known), or leave the extension out")
    }
  }

  func run(console: inout some Console) throws {
    if let outFile {
      try InputFile.refuse(
        outFile, option: "--out", among: common.inputFiles + script.inputFiles, command: Self.name)
    }
    var settings = try common.settings()
    let steps =
      try script.steps(fieldCount: settings.layout.fieldSpecs.count, command: Self.name) ?? []
    let layout: FrameStrip.Layout = stripLayout == .vertical ? .vertical : .horizontal
    var scene = SnapshotScene(
      settings: settings, steps: steps,
      theme: look.theme,
      forcedScale: look.scale, size: size ?? .standard)
    let grid: CellGrid
    if let strip {
      grid = FrameStrip.compose(
        strip.map { (caption: SnapshotTimes.caption($0), grid: scene.frame(at: $0)) },
        layout: layout)
    } else if let compare {
      var frames: [(caption: String, grid: CellGrid)] = []
      for strategy in compare {
        settings.strategy = strategy
        scene.settings = settings
        let caption = at.map { "\(strategy)  \(SnapshotTimes.caption($0))" } ?? strategy
        frames.append((caption, scene.frame(at: at)))
      }
      grid = FrameStrip.compose(frames, layout: layout)
    } else {
      grid = scene.frame(at: at)
    }

    let text = try resolvedFormat().write(grid, color: look.color)
    if let outFile {
      try OutputFile.store(text, at: outFile, command: Self.name)
    } else {
      console.write(text)
    }
  }

  /// `--compare`: strategy names separated by commas, each known and given once; `all` and
  /// `seeds` stand for their strategies.
  @Sendable static func strategies(_ text: String) throws -> [String] {
    var names: [String] = []
    for word in text.split(separator: ",", omittingEmptySubsequences: false) {
      let name = try UnknownValue.check(
        String(word.filter { $0 != " " }), among: NameList.strategies + NameList.strategyWords)
      if names.contains(name) {
        throw ValidationError("'\(name)' is listed twice")
      }
      names.append(name)
    }
    return NameList.expandingStrategyWords(names)
  }
}
