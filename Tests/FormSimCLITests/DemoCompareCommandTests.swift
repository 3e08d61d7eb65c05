import FormSimCore
import Testing

@testable import FormSimCLI

/// `formsim demo` and `formsim compare`: what is checked before a terminal is opened.
@Suite struct DemoCompareCommandTests {
  @Test(arguments: [
    (
      ["demo", "refrence"],
      "Error: The value 'refrence' is invalid for '<strategy>': did you mean 'reference'? (choose from: \(strategyNames), all, seeds)"
    ),
    (
      ["demo", "--hold", "-1"],
      "Error: --hold: expected a number of seconds between 0 and 60, got '-1'"
    ),
    (
      ["demo", "none", "--strategy", "reference"],
      "Error: give the strategy once: 'none' or --strategy reference"
    ),
    (
      ["compare", "--strategies", "none,refernce"],
      "Error: The value 'none,refernce' is invalid for '--strategies <a,b,…>': did you mean 'reference'? (choose from: \(strategyNames), all, seeds)"
    ),
    (
      ["compare", "--devices", "iphone4,iphone5"],
      "Error: The value 'iphone4,iphone5' is invalid for '--devices <a,b,…>': did you mean 'iphone4'? (choose from: iphone4, iphone-se, iphone-15, ipad, iphone-se-1, iphone-13-mini, iphone-16-pro-max, ipad-air-11, ipad-pro-11, ipad-pro-13, iphone-14, iphone-16-pro, iphone-16-plus)"
    ),
    (
      ["compare", "--strategies", " , "],
      "Error: The value ' , ' is invalid for '--strategies <a,b,…>': expected names separated by commas"
    ),
    (
      ["compare", "--strategies", "none"],
      "Error: compare needs 2 to 17 strategies, got 1 (none)"
    ),
    (
      ["compare", "--strategies", "none,reference", "--devices", "iphone4,ipad"],
      "Error: compare strategies or devices, not both: give one --strategy with --devices"
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
    let model = try CompareCommand.parse([]).makeModel()
    #expect(model.titles == StrategyCatalog.compareDefault)
    #expect(model.axis == .strategies)
  }

  /// `all` is every strategy here as in `check` and `demo`; `seeds` the six, which a list may
  /// extend.
  @Test func allAndSeedsMeanTheSameInEveryCommand() throws {
    #expect(
      try CompareCommand.parse(["--strategies", "all"]).makeModel().titles == StrategyCatalog.names)
    #expect(
      try CompareCommand.parse(["--strategies", "seeds,iqkeyboardmanager"]).makeModel().titles
        == StrategyCatalog.compareDefault + ["iqkeyboardmanager"])
    #expect(try CompareCommand.parse(["--strategy", "seeds"]).strategyNames.count == 6)
    #expect(try DemoCommand.parse([]).strategyNames == StrategyCatalog.names)
    #expect(try DemoCommand.parse(["all"]).strategyNames == StrategyCatalog.names)
    #expect(try DemoCommand.parse(["seeds"]).strategyNames == StrategyCatalog.compareDefault)
    #expect(try SnapshotCommand.strategies("all") == StrategyCatalog.names)
    #expect(try SnapshotCommand.strategies("seeds") == StrategyCatalog.compareDefault)
    let check = try CheckCommand.parse(["twelve", "--strategy", "seeds"])
    #expect(
      try check.makeCheck(LayoutSource(layout: .twelve)).strategies
        == StrategyCatalog.compareDefault)
    let every = try CheckCommand.parse(["twelve", "--strategy", "all"])
    #expect(try every.makeCheck(LayoutSource(layout: .twelve)).strategies == StrategyCatalog.names)
  }

  @Test func compareListsAndRepeatsMix() throws {
    let command = try CompareCommand.parse(
      ["--strategies", "none, reference", "--strategy", "content-inset", "--strategy", "none"])
    #expect(try command.makeModel().titles == ["none", "reference", "content-inset"])
  }

  @Test func compareDevicesUnderOneStrategy() throws {
    let model = try CompareCommand.parse(
      ["--devices", "ipad", "--device", "iphone4", "--strategy", "view-transform"]
    ).makeModel()
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
