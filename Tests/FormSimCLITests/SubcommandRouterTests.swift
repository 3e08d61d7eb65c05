import FormSimCLI
import Testing

@Suite struct SubcommandRouterTests {
  private let router = SubcommandRouter(commands: Fixtures.all)

  @Test func picksTheCommandByItsFirstWord() throws {
    #expect(
      try router.route(["simulate", "--script", "focus 1"])
        == .command(Fixtures.simulate, arguments: ["--script", "focus 1"]))
    #expect(
      try router.route(["check", "signup"]) == .command(Fixtures.check, arguments: ["signup"]))
  }

  @Test func runsTheDefaultWithoutACommandWord() throws {
    #expect(try router.route([]) == .command(Fixtures.run, arguments: []))
    #expect(
      try router.route(["--landscape"]) == .command(Fixtures.run, arguments: ["--landscape"]))
  }

  @Test func findsHelpAnywhere() throws {
    #expect(try router.route(["--help"]) == .topLevelHelp)
    #expect(try router.route(["-h"]) == .topLevelHelp)
    #expect(try router.route(["--landscape", "--help"]) == .topLevelHelp)
    #expect(try router.route(["simulate", "--help"]) == .help(Fixtures.simulate))
    #expect(try router.route(["check", "x", "-h", "--version"]) == .help(Fixtures.check))
  }

  @Test func findsVersionAnywhere() throws {
    #expect(try router.route(["--version"]) == .version)
    #expect(try router.route(["simulate", "--version"]) == .version)
  }

  @Test func leavesWordsAfterDoubleDashAlone() throws {
    #expect(
      try router.route(["check", "--", "--help"])
        == .command(Fixtures.check, arguments: ["--", "--help"]))
  }

  @Test func suggestsTheCommandMeant() {
    #expect(
      throws: UsageError("unknown command 'simulat' — did you mean 'simulate'?", command: nil)
    ) {
      try router.route(["simulat"])
    }
    #expect(throws: UsageError("unknown command 'chekc' — did you mean 'check'?", command: nil)) {
      try router.route(["chekc", "--help"])
    }
  }

  @Test func listsTheCommandsWhenNothingIsClose() {
    let message = "unknown command 'layout.json' (commands: run, demo, simulate, check, devices)"
    #expect(throws: UsageError(message, command: nil)) { try router.route(["layout.json"]) }
  }
}
