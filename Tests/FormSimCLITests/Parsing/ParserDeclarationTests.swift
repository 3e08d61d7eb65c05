import Testing

@testable import FormSimCLI

/// A command with one of every declaration form the parser knows.
private struct Sample: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sample", abstract: "Try every kind of argument.",
    discussion: "A paragraph.\n  an example line")

  enum Mode: String, ClosedChoice {
    case fast, slow
  }

  enum Side: String, EnumerableFlag {
    case leftOnly, rightOnly

    static func help(for value: Self) -> ArgumentHelp? {
      value == .leftOnly ? "Only the left." : "Only the right."
    }
  }

  @Argument(help: ArgumentHelp("The input.", valueName: "input"))
  var input: String

  @Argument(help: "Another word.", transform: { $0.uppercased() })
  var extra: String?

  @Option(help: ArgumentHelp("A name.", valueName: "n"))
  var name: String?

  @Option(parsing: .unconditional, help: "A number that may be negative.")
  var number: Double?

  @Option(help: "How many.")
  var count: Int = 3

  @Option(help: "How fast.")
  var mode: Mode = .fast

  @Option(help: "A tag; repeat for several.")
  var tag: [String] = []

  @Option(help: "Modes; repeat for several.")
  var modes: [Mode] = []

  @Option(name: .customLong("import"), help: "A file to read.", completion: .file())
  var importFile: String?

  @Flag(help: "Say more.")
  var verbose = false

  @Flag(inversion: .prefixedNo, exclusivity: .exclusive, help: "Colour, or not.")
  var color: Bool?

  @Flag(inversion: .prefixedNo, help: "Sound, on by default.")
  var sound = true

  @Flag(exclusivity: .exclusive)
  var side: Side?

  @OptionGroup var shared: SharedOptions

  func validate() throws {
    if name == "bad" { throw ValidationError("the name cannot be 'bad'") }
  }
}

private struct SharedOptions: ParsableArguments {
  @Option(help: "A level from 0.")
  var level: Int?

  @Flag(help: "A shared switch.")
  var sharedSwitch = false

  func validate() throws {
    if let level, level < 0 { throw ValidationError("--level must be 0 or more") }
  }
}

/// A command with a required option.
private struct Needy: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "needy")

  @Option(help: ArgumentHelp("Where to write.", valueName: "file"))
  var out: String
}

private struct Root: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tool", abstract: "A tool.", version: "tool 1.0",
    subcommands: [Sample.self, Needy.self], defaultSubcommand: Sample.self)
}

/// The message an argument list is refused with, first line only.
private func refusal<C: ParsableCommand>(_ type: C.Type, _ arguments: [String]) -> String {
  do {
    _ = try C.parse(arguments)
    return "parsed"
  } catch {
    #expect(C.exitCode(for: error) == .usage)
    return String(C.fullMessage(for: error).split(separator: "\n").first ?? "")
  }
}

@Suite struct ParserDeclarationTests {
  @Test func everyFormTakesItsValue() throws {
    let sample = try Sample.parse([
      "in", "more", "--name", "Ada", "--number", "-2.5", "--count=7", "--mode", "slow", "--tag",
      "a", "--tag", "b", "--modes", "slow", "--modes", "fast", "--import", "x.json", "--verbose",
      "--no-color", "--no-sound", "--right-only", "--level", "4", "--shared-switch",
    ])
    #expect(sample.input == "in")
    #expect(sample.extra == "MORE")
    #expect(sample.name == "Ada")
    #expect(sample.number == -2.5)
    #expect(sample.count == 7)
    #expect(sample.mode == .slow)
    #expect(sample.tag == ["a", "b"])
    #expect(sample.modes == [.slow, .fast])
    #expect(sample.importFile == "x.json")
    #expect(sample.verbose)
    #expect(sample.color == false)
    #expect(!sample.sound)
    #expect(sample.side == .rightOnly)
    #expect(sample.shared.level == 4)
    #expect(sample.shared.sharedSwitch)
  }

  @Test func leftOutEachKeepsItsDefault() throws {
    let sample = try Sample.parse(["in"])
    #expect(sample.extra == nil)
    #expect(sample.name == nil)
    #expect(sample.number == nil)
    #expect(sample.count == 3)
    #expect(sample.mode == .fast)
    #expect(sample.tag.isEmpty)
    #expect(!sample.verbose)
    #expect(sample.color == nil)
    #expect(sample.sound)
    #expect(sample.side == nil)
    #expect(sample.shared.level == nil)
  }

  /// After `--`, words that look like options are positional arguments.
  @Test func doubleDashEndsTheOptions() throws {
    let sample = try Sample.parse(["--verbose", "--", "--name", "-x"])
    #expect(sample.input == "--name")
    #expect(sample.extra == "-X")
    #expect(sample.name == nil)
    #expect(sample.verbose)
  }

  /// A single value option given twice keeps the last; the same switch twice is no conflict.
  @Test func laterValuesWin() throws {
    let sample = try Sample.parse(["in", "--name", "a", "--name", "b", "--color", "--color"])
    #expect(sample.name == "b")
    #expect(sample.color == true)
    #expect(try Sample.parse(["in", "--sound", "--no-sound"]).sound == false)
  }

  @Test(arguments: [
    (["in", "--nmae", "x"], "Error: Unknown option '--nmae'. Did you mean '--name'?"),
    (["in", "--zzz"], "Error: Unknown option '--zzz'"),
    (["in", "-q"], "Error: Unknown option '-q'"),
    (
      ["--input", "in"],
      "Error: Unknown option '--input'. <input> is an argument here, not an option: give it"
        + " without '--input'"
    ),
    (["in", "two", "three"], "Error: Unexpected argument 'three'"),
    ([], "Error: Missing expected argument '<input>'"),
    (["in", "--name"], "Error: Missing value for '--name <n>'"),
    (["in", "--name", "--verbose"], "Error: Missing value for '--name <n>'"),
    (["in", "--verbose=yes"], "Error: The flag '--verbose' does not take a value"),
    (
      ["in", "--count", "many"],
      "Error: The value 'many' is invalid for '--count <count>': expected a whole number"
    ),
    (
      ["in", "--number", "1e309"],
      "Error: The value '1e309' is invalid for '--number <number>': expected a finite number"
    ),
    (
      ["in", "--number", "nan"],
      "Error: The value 'nan' is invalid for '--number <number>': expected a finite number"
    ),
    (
      ["in", "--number", "0x10"],
      "Error: The value '0x10' is invalid for '--number <number>': expected a finite number"
    ),
    (
      ["in", "--mode", "fats"],
      "Error: The value 'fats' is invalid for '--mode <mode>': did you mean 'fast'? (choose from: fast, slow)"
    ),
    (
      ["in", "--color", "--no-color"],
      "Error: Value to be set with flag '--no-color' had already been set with flag '--color'"
    ),
    (
      ["in", "--left-only", "--right-only"],
      "Error: Value to be set with flag '--right-only' had already been set with flag '--left-only'"
    ),
    (["in", "--name", "bad"], "Error: the name cannot be 'bad'"),
    (["in", "--level", "-1"], "Error: Missing value for '--level <level>'"),
    (["in", "--level=-1"], "Error: --level must be 0 or more"),
  ])
  func mistakesAreNamed(arguments: [String], message: String) {
    #expect(refusal(Sample.self, arguments) == message)
  }

  @Test func aRequiredOptionMustBeGiven() throws {
    #expect(refusal(Needy.self, []) == "Error: Missing expected argument '--out <file>'")
    #expect(try Needy.parse(["--out", "-"]).out == "-")
  }

  /// Every mistake ends with the usage line and where to read more.
  @Test func aMistakeShowsTheUsage() {
    let message = Root.fullMessage(for: catching { _ = try Root.parseAsRoot(["needy"]) })
    #expect(
      message
        == "Error: Missing expected argument '--out <file>'\nUsage: tool needy --out <file>\n"
        + "  See 'tool needy --help' for more information.")
  }

  @Test func theRootDispatches() throws {
    #expect(try Root.parseAsRoot(["needy", "--out", "f"]) is Needy)
    #expect(try Root.parseAsRoot(["in"]) is Sample)
    #expect(try Root.parseAsRoot(["sample", "in"]) is Sample)
    let version = catching { _ = try Root.parseAsRoot(["--version"]) }
    #expect(Root.fullMessage(for: version) == "tool 1.0")
    #expect(Root.exitCode(for: version) == .success)
    let help = catching { _ = try Root.parseAsRoot(["help", "needy"]) }
    #expect(Root.fullMessage(for: help).hasPrefix("USAGE: tool needy --out <file>\n"))
    #expect(Root.exitCode(for: help) == .success)
    let helpHelp = catching { _ = try Root.parseAsRoot(["help", "help"]) }
    #expect(Root.fullMessage(for: helpHelp).hasPrefix("OVERVIEW: A tool."))
    let unknown = catching { _ = try Root.parseAsRoot(["help", "nope"]) }
    #expect(Root.fullMessage(for: unknown).hasPrefix("Error: unknown command 'nope'"))
  }

  /// The layout of `--help`: labels in a 26-column margin, text wrapped at the width, a label
  /// that reaches the margin on a line of its own, closed sets' values listed, every switch of
  /// an enumerable flag on its own row.
  @Test func helpIsMadeFromTheDeclaration() {
    var writer = HelpWriter(path: [Root.self, Sample.self])
    writer.width = 60
    let expected = """
      OVERVIEW: Try every kind of argument.

      A paragraph.
        an example line

      USAGE: tool sample [<options>] <input> [<extra>]

      ARGUMENTS:
        <input>                 The input.
        <extra>                 Another word.

      OPTIONS:
        --name <n>              A name.
        --number <number>       A number that may be negative.
        --count <count>         How many.
        --mode <mode>           How fast. (values: fast, slow)
        --tag <tag>             A tag; repeat for several.
        --modes <modes>         Modes; repeat for several.
                                (values: fast, slow)
        --import <import-file>  A file to read.
        --verbose               Say more.
        --color/--no-color      Colour, or not.
        --sound/--no-sound      Sound, on by default.
        --left-only             Only the left.
        --right-only            Only the right.
        --level <level>         A level from 0.
        --shared-switch         A shared switch.
        --version               Show the version.
        -h, --help              Show help information.

      """
    #expect(writer.text() == expected)
  }

  @Test func aShortCommandListsEveryArgumentInItsUsage() {
    #expect(
      HelpWriter(path: [Root.self, Needy.self]).usageLine == "tool needy --out <file>")
    let devices = HelpWriter(path: [FormSim.self, DevicesCommand.self]).usageLine
    #expect(devices == "formsim devices [<name>] [--json]")
  }

  @Test func theRootsHelpListsTheSubcommands() {
    var writer = HelpWriter(path: [Root.self])
    writer.width = 80
    #expect(
      writer.text() == """
        OVERVIEW: A tool.

        USAGE: tool <subcommand>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          sample (default)        Try every kind of argument.
          needy

          See 'tool help <subcommand>' for detailed help.
        """)
  }

  @Test func namesAreKebabCased() {
    #expect(ArgumentDeclaration.kebabCase("hardwareKeyboard") == "hardware-keyboard")
    #expect(ArgumentDeclaration.kebabCase("iosEra") == "ios-era")
    #expect(ArgumentDeclaration.kebabCase("printValues") == "print-values")
    #expect(ArgumentDeclaration.kebabCase("json") == "json")
  }

  @Test func wrappingBreaksAtSpacesAndKeepsLines() {
    #expect("aaa bbb ccc".wrapped(to: 7) == "aaa bbb\nccc")
    #expect("aaa bbb\n\n  ccc".wrapped(to: 20, indent: 2) == "  aaa bbb\n\n    ccc")
    #expect("averyveryverylongword x".wrapped(to: 10) == "averyveryverylongword\nx")
  }

  private func catching(_ body: () throws -> Void) -> any Error {
    do {
      try body()
    } catch {
      return error
    }
    Issue.record("expected an error")
    return CancellationError()
  }
}

/// The hints `formsim` gives for the mistakes people make most.
@Suite struct CommandLineHintTests {
  @Test(arguments: [
    (
      ["simulate", "--scrip", "focus 7"],
      "Error: Unknown option '--scrip'. Did you mean '--script'?"
    ),
    (
      ["simulate", "--strateg", "reference", "--script", "focus 1"],
      "Error: Unknown option '--strateg'. Did you mean '--strategy'?"
    ),
    (
      ["check", "--layout", "long"],
      "Error: Unknown option '--layout'. <layout> is an argument here, not an option: give it"
        + " without '--layout'"
    ),
    (
      ["snapshot", "--at", "1e309"],
      "Error: The value '1e309' is invalid for '--at <t>': expected a finite number"
    ),
    (
      ["--generate-completion-script", "tcsh"],
      "Error: Can't generate completion scripts for 'tcsh'. Choose from: bash, zsh, fish."
    ),
  ])
  func mistakesGetAHint(arguments: [String], message: String) {
    let run = formsim(arguments)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.error.split(separator: "\n").first.map(String.init) == message)
  }

  /// `--opt=value` and `--opt value` are the same, and `--` ends the options.
  @Test func bothSpellingsOfAValue() {
    let attached = formsim("simulate", "--layout=twelve", "--script=focus 7")
    let apart = formsim("simulate", "--layout", "twelve", "--script", "focus 7")
    #expect(attached.status == 0)
    #expect(attached.output == apart.output)
    #expect(formsim("check", "--", "--long").error.contains("--long"))
  }
}
