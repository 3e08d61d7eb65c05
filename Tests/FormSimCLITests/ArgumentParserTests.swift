import FormSimCLI
import Testing

@Suite struct ArgumentParserTests {
  private func parse(_ args: [String], _ command: CommandSpec = Fixtures.simulate) throws
    -> ParsedArguments
  {
    try ArgumentParser.parse(args, for: command)
  }

  private func failure(_ message: String, _ command: String = "simulate") -> UsageError {
    UsageError(message, command: command)
  }

  // MARK: accepted forms

  @Test func readsSeparateAndAttachedValues() throws {
    let parsed = try parse(["--device", "ipad", "--script=focus 7; type a=b"])
    #expect(parsed.values == ["device": ["ipad"], "script": ["focus 7; type a=b"]])
  }

  @Test func readsShortOptions() throws {
    let parsed = try parse(["-d", "iphone-se", "-s=reference"])
    #expect(parsed.values == ["device": ["iphone-se"], "strategy": ["reference"]])
  }

  @Test func readsFlags() throws {
    let parsed = try parse(["--landscape", "--frames"])
    #expect(parsed.flags == ["landscape", "frames"])
    #expect(parsed.values.isEmpty)
  }

  @Test func keepsEveryValueOfARepeatableOptionInOrder() throws {
    let parsed = try parse(["--compare", "none", "--landscape", "--compare=reference"])
    #expect(parsed.strings("compare") == ["none", "reference"])
    #expect(parsed.string("compare") == "reference")
  }

  @Test func takesNegativeNumbersAsValues() throws {
    let parsed = try parse(["--at", "-1", "--duration", "-.5", "--fps", "-2e1"])
    #expect(parsed.values == ["at": ["-1"], "duration": ["-.5"], "fps": ["-2e1"]])
  }

  @Test func takesALoneDashAsAValue() throws {
    #expect(try parse(["--script", "-"]).string("script") == "-")
  }

  @Test func endsOptionsAtDoubleDash() throws {
    let parsed = try parse(["--", "--device", "-x"], Fixtures.render)
    #expect(parsed.positionals == ["--device", "-x"])
    #expect(parsed.values.isEmpty)
  }

  @Test func readsPositionalsAroundOptions() throws {
    let parsed = try parse(["--format", "json", "signup", "--"], Fixtures.check)
    #expect(parsed.positionals == ["signup"])
    #expect(parsed.positional("LAYOUT") == "signup")
  }

  @Test func readsNegativeNumbersAsPositionals() throws {
    #expect(try parse(["-3"], Fixtures.check).positionals == ["-3"])
  }

  @Test func acceptsAMissingOptionalPositional() throws {
    #expect(try parse([], Fixtures.demo).positional("STRATEGY") == nil)
  }

  @Test func givesAVariadicPositionalTheRest() throws {
    let parsed = try parse(["out", "a.json", "b.json"], Fixtures.render)
    #expect(parsed.positional("OUT") == "out")
    #expect(parsed.positionals("FILE") == ["a.json", "b.json"])
  }

  // MARK: errors

  private let landscapeShort = CommandSpec(
    name: "simulate", summary: "", options: [.flag("landscape", short: "l", help: "")])

  @Test func rejectsAValueForAFlag() {
    #expect(throws: failure("--landscape takes no value")) {
      try parse(["--landscape=yes"])
    }
  }

  @Test func rejectsAMissingValue() {
    #expect(throws: failure("--device needs a value (NAME)")) { try parse(["--device"]) }
    #expect(throws: failure("--device needs a value (NAME)")) {
      try parse(["--device", "--landscape"])
    }
    #expect(throws: failure("--device needs a value (NAME)")) { try parse(["--device="]) }
    #expect(throws: failure("--strategy needs a value (NAME)")) { try parse(["-s"]) }
    #expect(throws: failure("--landscape takes no value")) { try parse(["-l=1"], landscapeShort) }
    #expect(throws: failure("--script needs a value (S)")) { try parse(["--script", "--"]) }
  }

  @Test func suggestsTheOptionMeantByAnUnknownOne() {
    #expect(throws: failure("unknown option '--devcie' — did you mean '--device'?")) {
      try parse(["--devcie", "ipad"])
    }
    #expect(throws: failure("unknown option '--landscap' — did you mean '--landscape'?")) {
      try parse(["--landscap=1"])
    }
    #expect(throws: failure("unknown option '-device' — did you mean '--device'?")) {
      try parse(["-device", "ipad"])
    }
  }

  @Test func reportsAnUnknownOptionWithoutAGuess() {
    #expect(throws: failure("unknown option '--xylophone'")) { try parse(["--xylophone"]) }
    #expect(throws: failure("unknown option '-x'")) { try parse(["-x"]) }
    #expect(throws: failure("unknown option '-x'")) { try parse(["-x=1"]) }
  }

  @Test func rejectsAValueOutsideTheDeclaredOnes() {
    let message =
      "unknown device 'iphone5' — did you mean 'iphone4'? "
      + "(choose from: iphone4, iphone-se, iphone-15, ipad)"
    #expect(throws: failure(message)) { try parse(["--device", "iphone5"]) }
  }

  @Test func rejectsARepeatedSingleOption() {
    #expect(throws: failure("--device can be given only once")) {
      try parse(["--device", "ipad", "-d", "iphone4"])
    }
    #expect(throws: failure("--landscape can be given only once")) {
      try parse(["--landscape", "--landscape"])
    }
  }

  @Test func rejectsExtraPositionals() {
    #expect(throws: failure("unexpected argument 'extra' (simulate takes no arguments)")) {
      try parse(["extra"])
    }
    #expect(throws: failure("unexpected argument 'b' (check takes LAYOUT)", "check")) {
      try parse(["a", "b"], Fixtures.check)
    }
    #expect(throws: failure("unexpected argument 'b' (demo takes [STRATEGY])", "demo")) {
      try parse(["a", "b"], Fixtures.demo)
    }
  }

  @Test func rejectsMissingPositionals() {
    #expect(throws: failure("missing argument LAYOUT", "check")) {
      try parse(["--format", "json"], Fixtures.check)
    }
    #expect(throws: failure("missing argument FILE", "render")) {
      try parse(["out"], Fixtures.render)
    }
  }

  @Test func leavesHelpToTheRouter() {
    #expect(throws: failure("unknown option '--help'")) { try parse(["--help"]) }
  }
}
