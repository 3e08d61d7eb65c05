import FormSimCore
import Testing

@testable import FormSimCLI

/// `formsim demo` and `formsim compare`: what is checked before a terminal is opened.
@Suite struct DemoCompareCommandTests {
  @Test(arguments: [
    (
      ["demo", "refrence"],
      "formsim demo: unknown strategy 'refrence' — did you mean 'reference'? (choose from: \(strategyNames), all)"
    ),
    (
      ["demo", "--hold", "-1"],
      "formsim demo: --hold: expected a number of seconds between 0 and 60, got '-1'"
    ),
    (
      ["demo", "none", "--strategy", "reference"],
      "formsim demo: give the strategy once: 'none' or --strategy reference"
    ),
    (
      ["compare", "--strategies", "none,refernce"],
      "formsim compare: unknown strategy 'refernce' — did you mean 'reference'? (choose from: \(strategyNames))"
    ),
    (
      ["compare", "--devices", "iphone4,iphone5"],
      "formsim compare: unknown device 'iphone5' — did you mean 'iphone4'? (choose from: iphone4, iphone-se, iphone-15, ipad)"
    ),
    (
      ["compare", "--strategies", "none"],
      "formsim compare: compare needs 2 to 6 strategies, got 1 (none)"
    ),
    (
      ["compare", "--strategies", "none,reference", "--devices", "iphone4,ipad"],
      "formsim compare: compare strategies or devices, not both: give one --strategy with --devices"
    ),
  ])
  func badArgumentsExit2(arguments: [String], message: String) {
    var console = BufferConsole()
    let status = FormSimCommandLine.main(arguments, console: &console)
    #expect(status == 2)
    #expect(console.output.isEmpty)
    #expect(console.error.split(separator: "\n").first.map(String.init) == message)
  }

  @Test func compareDefaultsToTheSeedsBetweenTheBaselines() throws {
    let parsed = try ArgumentParser.parse([], for: CompareCommand.spec)
    let model = try CompareCommand.makeModel(parsed)
    #expect(model.titles == StrategyCatalog.compareDefault)
    #expect(model.axis == .strategies)
  }

  @Test func compareListsAndRepeatsMix() throws {
    let parsed = try ArgumentParser.parse(
      ["--strategies", "none, reference", "--strategy", "content-inset", "--strategy", "none"],
      for: CompareCommand.spec)
    #expect(try CompareCommand.makeModel(parsed).titles == ["none", "reference", "content-inset"])
  }

  @Test func compareDevicesUnderOneStrategy() throws {
    let parsed = try ArgumentParser.parse(
      ["--devices", "ipad", "--device", "iphone4", "--strategy", "view-transform"],
      for: CompareCommand.spec)
    let model = try CompareCommand.makeModel(parsed)
    #expect(model.axis == .devices)
    #expect(model.titles == ["ipad", "iphone4"])
    #expect(model.panes.allSatisfy { $0.settings.strategy == "view-transform" })
  }

  @Test(arguments: ["demo", "compare"])
  func helpExplainsTheKeys(command: String) {
    var console = BufferConsole()
    let status = FormSimCommandLine.main([command, "--help"], console: &console)
    #expect(status == 0)
    #expect(console.output.contains("formsim \(command)"))
    #expect(console.output.contains("Examples:"))
  }
}
