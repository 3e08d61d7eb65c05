import FormSimCore
import Testing

@testable import FormSimCLI

/// How words become commands and values: what users type, read back from the parsed commands.
@Suite struct ParsingTests {
  @Test func theDefaultCommandNeedsNoWord() throws {
    let command = try FormSim.parseAsRoot(["--layout", "twelve", "--landscape", "--scale", "4"])
    let run = try #require(command as? RunCommand)
    #expect(run.common.form.layout == "twelve")
    #expect(run.common.form.landscape)
    #expect(run.interactive.scale == 4)
    #expect(try FormSim.parseAsRoot([]) is RunCommand)
    #expect(try FormSim.parseAsRoot(["run", "--print-values"]) is RunCommand)
  }

  /// Bare `formsim` opens the simulator without the parser, on `SimulationSettings()` and
  /// `TerminalSession()`; that is right only while parsing no arguments gives exactly those.
  @Test func noArgumentsGiveTheDefaultsBareFormsimOpens() throws {
    let run = try #require(try FormSim.parseAsRoot([]) as? RunCommand)
    #expect(try run.common.settings() == SimulationSettings())
    #expect(run.interactive.session == TerminalSession())
    #expect(!run.watching.watch)
    // The comparison can fail: any option given makes a difference.
    let scaled = try #require(try FormSim.parseAsRoot(["--scale", "4"]) as? RunCommand)
    #expect(scaled.interactive.session != TerminalSession())
    let ios7 = try #require(try FormSim.parseAsRoot(["--ios-era", "ios7"]) as? RunCommand)
    #expect(try ios7.common.settings() != SimulationSettings())
  }

  @Test func valuesMayBeAttachedWithAnEqualsSign() throws {
    let command = try SimulateCommand.parse(["--script=focus 2", "--device=ipad"])
    #expect(command.script.script == "focus 2")
    #expect(command.common.device == "ipad")
  }

  /// `--at -1` is a number the range check answers, not an unknown option `-1`.
  @Test func negativeNumbersAreValues() throws {
    #expect(try SnapshotCommand.parseAsRoot(["--scale", "2", "--at", "0.5"]) is SnapshotCommand)
    #expect(throws: (any Error).self) { _ = try SnapshotCommand.parse(["--at", "-1"]) }
    let message = SnapshotCommand.fullMessage(
      for: catchError { _ = try SnapshotCommand.parse(["--at", "-0.5"]) })
    #expect(message.hasPrefix("Error: --at: expected a number of seconds >= 0, got '-0.5'"))
  }

  @Test func aLoneDashIsAValue() throws {
    #expect(try SnapshotCommand.parse(["--out", "-"]).outFile == nil)
    #expect(try SimulateCommand.parse(["--script-file", "-"]).script.scriptFile == "-")
  }

  @Test func repeatedOptionsKeepEveryValueInOrder() throws {
    let check = try CheckCommand.parse(["long", "--device", "ipad", "--device", "iphone4"])
    #expect(check.device == ["ipad", "iphone4"])
  }

  @Test func positionalsAreCounted() {
    let missing = FormSim.fullMessage(for: catchError { _ = try FormSim.parseAsRoot(["check"]) })
    #expect(missing.hasPrefix("Error: Missing expected argument '<layout>'"))
    let extra = FormSim.fullMessage(
      for: catchError { _ = try FormSim.parseAsRoot(["check", "long", "twelve"]) })
    #expect(extra.hasPrefix("Error: Unexpected argument 'twelve'"))
  }

  @Test func closedSetsParseIntoTheirCases() throws {
    #expect(try CheckCommand.parse(["long"]).format == .table)
    #expect(try CheckCommand.parse(["long", "--format", "markdown"]).format == .markdown)
    let snapshot = try SnapshotCommand.parse(["--format", "ansi", "--strip-layout", "vertical"])
    #expect(snapshot.format == .ansi)
    #expect(snapshot.stripLayout == .vertical)
    #expect(try SnapshotCommand.parse(["--out", "a/b.SVG"]).resolvedFormat() == .svg)
    #expect(try SnapshotCommand.parse(["--out", "frame"]).resolvedFormat() == .text)
    #expect(try SnapshotCommand.parse(["--out", "frame.ans"]).resolvedFormat() == .ansi)
  }

  @Test func theDemoStrategyComesFromEitherPlace() throws {
    #expect(try DemoCommand.parse(["none"]).strategy == "none")
    #expect(try DemoCommand.parse(["all"]).strategy == "all")
    #expect(try DemoCommand.parse(["--strategy", "none"]).common.strategy == "none")
    #expect(throws: (any Error).self) {
      _ = try DemoCommand.parse(["none", "--strategy", "reference"])
    }
  }

  /// Each subcommand is listed once under the name users type.
  @Test func everySubcommandHasItsName() {
    let names = FormSim.configuration.subcommands.map { $0.configuration.commandName }
    #expect(
      names == [
        "run", "demo", "compare", "simulate", "snapshot", "record", "check", "devices", "layouts",
        "strategies",
      ])
  }

  private func catchError(_ body: () throws -> Void) -> any Error {
    do {
      try body()
    } catch {
      return error
    }
    Issue.record("expected an error")
    return CancellationError()
  }
}
