import FormSimCore
import FormSimRender

/// `formsim snapshot`: one frame, a strip of frames or a comparison of strategies, drawn exactly
/// as the terminal would show it and written as text, ANSI or SVG (SPEC §3 and §5).
enum SnapshotCommand: FormSimCommand {
  static let spec = CommandSpec(
    name: "snapshot",
    summary: "Write the frame the terminal would show as text, ANSI or SVG.",
    usage: "formsim snapshot [options] [--script S] [--at T] [--format text|ansi|svg] [--out FILE]",
    options: ScriptOptions.specs + [
      .value(
        "at", placeholder: "T",
        help:
          "Simulated seconds after the script starts (e.g. 0.15 for mid-slide). Default: settled."),
      .value(
        "size", placeholder: "COLSxROWS",
        help: "Terminal size to draw for. Default: 100x36, whatever the real terminal is."),
      .value(
        "format", placeholder: "F",
        help:
          "text, ansi or svg. Default: implied by --out's extension (.txt, .ansi, .svg), else text.",
        allowedValues: SnapshotFormat.names),
      .value(
        "out", placeholder: "FILE",
        help: "Write here, replacing the file only once all is written. Default (or '-'): stdout."),
      .flag("color", help: "The colour look (the default)."),
      .flag("no-color", help: "The monochrome look, as with NO_COLOR: attributes only."),
      .flag("ascii", help: "ASCII line drawing, as in a non-UTF-8 terminal."),
      .value(
        "scale", placeholder: "PT",
        help: "Points per column (rows hold twice as many). Default: fit the size."),
      .value(
        "strip", placeholder: "TIMES",
        help: "A strip of frames at these times, e.g. 0,0.1,0.2,0.3, each captioned 't = …'."),
      .value(
        "compare", placeholder: "STRATEGIES",
        help:
          "The same script under each strategy (a comma list, or 'all': none, the four seeds, reference), side by side and captioned."
      ),
      .value(
        "strip-layout", placeholder: "L",
        help: "How --strip and --compare place frames. Default: horizontal.",
        allowedValues: ["horizontal", "vertical"]),
    ] + CommonOptions.specs,
    description: """
      The frame comes from the same renderer as the interactive simulator, cell for cell, at a
      fixed size so the output is the same on every machine. Without --script the form is at
      rest. --at shows the moment T seconds after the script starts, even mid-slide; a script
      that has settled by then stays still. --compare replaces --strategy.
      Examples:
        formsim snapshot --layout twelve --script 'focus 7' --out settled.svg
        formsim snapshot --layout twelve --script 'focus 7' --at 0.15 --format text
        formsim snapshot --layout twelve --script 'focus 7' --strip 0,0.1,0.2,0.3 --out slide.svg
        formsim snapshot --layout twelve --script 'focus 7' --compare all --size 60x40 --out all.svg
      """)

  static func run(_ arguments: ParsedArguments, console: inout some Console) throws -> Int32 {
    let command = spec.name
    var settings = try CommonOptions.settings(from: arguments, command: command)
    let steps =
      try ScriptOptions.steps(
        from: arguments, fieldCount: settings.layout.fieldSpecs.count, command: command) ?? []
    let at = try arguments.double("at", range: .atLeast(0), unit: "seconds")
    let size = try arguments.string("size").map { s throws(UsageError) in
      try SnapshotSize.parse(s, command: command)
    }
    let out = arguments.string("out").flatMap { $0 == "-" ? nil : $0 }
    let format = try format(arguments, out: out)
    if arguments.flag("color") && arguments.flag("no-color") {
      throw UsageError("--color and --no-color cannot be given together", command: command)
    }
    let color = !arguments.flag("no-color")
    let scale = try arguments.double("scale", range: .between(1, 100), unit: "points per column")
    let strip = try arguments.string("strip").map { s throws(UsageError) in
      try SnapshotTimes.parse(s, option: "strip", command: command)
    }
    let compared = try arguments.string("compare").map { s throws(UsageError) in
      try strategies(s, command: command)
    }
    if strip != nil && compared != nil {
      throw UsageError("give --strip or --compare, not both", command: command)
    }
    if strip != nil && at != nil {
      throw UsageError(
        "give --at or --strip, not both (--strip lists its own times)", command: command)
    }
    let layout: FrameStrip.Layout =
      try arguments.choice("strip-layout") == "vertical" ? .vertical : .horizontal

    var scene = SnapshotScene(
      settings: settings, steps: steps,
      theme: Theme(colorEnabled: color, unicodeEnabled: !arguments.flag("ascii")),
      forcedScale: scale, size: size ?? .standard)
    let grid: CellGrid
    if let strip {
      grid = FrameStrip.compose(
        strip.map { (caption: SnapshotTimes.caption($0), grid: scene.frame(at: $0)) },
        layout: layout)
    } else if let compared {
      var frames: [(caption: String, grid: CellGrid)] = []
      for strategy in compared {
        settings.strategy = strategy
        scene.settings = settings
        let caption = at.map { "\(strategy)  \(SnapshotTimes.caption($0))" } ?? strategy
        frames.append((caption, scene.frame(at: at)))
      }
      grid = FrameStrip.compose(frames, layout: layout)
    } else {
      grid = scene.frame(at: at)
    }

    let text = format.write(grid, color: color)
    if let out {
      try OutputFile.store(text, at: out, command: command)
    } else {
      console.write(text)
    }
    return 0
  }

  /// `--format`, or the format `--out`'s extension implies, or text.
  private static func format(_ arguments: ParsedArguments, out: String?) throws(UsageError)
    -> SnapshotFormat
  {
    if let name = try arguments.choice("format"), let format = SnapshotFormat(rawValue: name) {
      return format
    }
    return out.flatMap(SnapshotFormat.implied(byFileName:)) ?? .text
  }

  /// `--compare`: `all`, or strategy names separated by commas, each known and given once.
  private static func strategies(_ text: String, command: String) throws(UsageError) -> [String] {
    if text == "all" { return StrategyCatalog.compareDefault }
    var names: [String] = []
    for word in text.split(separator: ",", omittingEmptySubsequences: false) {
      let name = String(word.filter { $0 != " " })
      _ = try ParsedArguments.check(
        name, noun: "strategy", allowed: StrategyCatalog.names + ["all"], command: command)
      if name == "all" {
        throw UsageError("--compare: 'all' stands alone, without other names", command: command)
      }
      if names.contains(name) {
        throw UsageError("--compare: '\(name)' is listed twice", command: command)
      }
      names.append(name)
    }
    return names
  }
}
