import FormSimCLI
import Testing

@Suite struct ParsedArgumentsTests {
  private func parse(_ args: [String], _ command: CommandSpec = Fixtures.simulate) throws
    -> ParsedArguments
  {
    try ArgumentParser.parse(args, for: command)
  }

  private func failure(_ message: String, _ command: String = "simulate") -> UsageError {
    UsageError(message, command: command)
  }

  @Test func readsStringsAndFlags() throws {
    let parsed = try parse(["--script", "focus 1", "--landscape"])
    #expect(parsed.string("script") == "focus 1")
    #expect(parsed.strings("script") == ["focus 1"])
    #expect(parsed.string("device") == nil)
    #expect(parsed.strings("compare") == [])
    #expect(parsed.flag("landscape"))
    #expect(!parsed.flag("frames"))
  }

  @Test func readsARequiredString() throws {
    #expect(try parse(["--script", "dismiss"]).requiredString("script") == "dismiss")
    #expect(throws: failure("missing required option --script S")) {
      try parse([]).requiredString("script")
    }
  }

  @Test func readsNumbersInRange() throws {
    let parsed = try parse(["--duration", "0.5", "--fps", "60", "--at", "0"])
    #expect(try parsed.double("duration", range: .greaterThan(0), unit: "seconds") == 0.5)
    #expect(try parsed.int("fps", range: .between(1, 240)) == 60)
    #expect(try parsed.double("at", range: .atLeast(0)) == 0)
    #expect(try parse([]).double("duration") == nil)
    #expect(try parse([]).int("fps") == nil)
  }

  @Test func rejectsANumberThatIsNotOne() {
    #expect(throws: failure("--duration: expected a number of seconds > 0, got 'abc'")) {
      try parse(["--duration", "abc"]).double("duration", range: .greaterThan(0), unit: "seconds")
    }
    #expect(throws: failure("--duration: expected a number, got 'nan'")) {
      try parse(["--duration", "nan"]).double("duration")
    }
    #expect(throws: failure("--fps: expected a whole number between 1 and 240, got '2.5'")) {
      try parse(["--fps", "2.5"]).int("fps", range: .between(1, 240))
    }
  }

  @Test func rejectsANumberOutOfRange() {
    #expect(throws: failure("--duration: expected a number of seconds > 0, got '0'")) {
      try parse(["--duration", "0"]).double("duration", range: .greaterThan(0), unit: "seconds")
    }
    #expect(throws: failure("--at: expected a number of seconds >= 0, got '-1'")) {
      try parse(["--at", "-1"]).double("at", range: .atLeast(0), unit: "seconds")
    }
    #expect(throws: failure("--fps: expected a whole number between 1 and 240, got '0'")) {
      try parse(["--fps", "0"]).int("fps", range: .between(1, 240))
    }
    #expect(throws: failure("--at: expected a number <= 2.5, got '3'")) {
      try parse(["--at", "3"]).double("at", range: .atMost(2.5))
    }
  }

  @Test func describesOpenAndMixedBounds() {
    #expect(NumberRange.any.condition == "")
    #expect(NumberRange(lower: (0, false), upper: (1, true)).condition == "> 0 and <= 1")
    #expect(NumberRange(lower: (0, true), upper: (1, false)).contains(0))
    #expect(!NumberRange(lower: (0, true), upper: (1, false)).contains(1))
  }

  @Test func readsAChoice() throws {
    let parsed = try parse(["--strategy", "content-inset"])
    #expect(try parsed.choice("strategy", from: Fixtures.strategies) == "content-inset")
    #expect(try parse([]).choice("strategy", from: Fixtures.strategies) == nil)
    #expect(try parse(["-d", "ipad"]).choice("device") == "ipad")
  }

  @Test func suggestsTheChoiceMeant() {
    let message =
      "unknown strategy 'refrence' — did you mean 'reference'? (choose from: none, "
      + "content-height, content-inset, view-transform, scroll-offset, reference)"
    #expect(throws: failure(message)) {
      try parse(["--strategy", "refrence"]).choice("strategy", from: Fixtures.strategies)
    }
  }

  @Test func listsTheChoicesWhenNothingIsClose() {
    #expect(throws: failure("unknown strategy 'magic' (choose from: none, reference)")) {
      try parse(["--strategy", "magic"]).choice("strategy", from: ["none", "reference"])
    }
  }

  @Test func readsAPositionalChoice() throws {
    let parsed = try parse(["reference"], Fixtures.demo)
    #expect(try parsed.positionalChoice("STRATEGY", from: Fixtures.strategies) == "reference")
    #expect(try parse([], Fixtures.demo).positionalChoice("STRATEGY", from: []) == nil)
    #expect(
      throws: failure("unknown strategy 'nnoe' — did you mean 'none'? (choose from: none)", "demo")
    ) {
      try parse(["nnoe"], Fixtures.demo).positionalChoice("STRATEGY", from: ["none"])
    }
  }
}
