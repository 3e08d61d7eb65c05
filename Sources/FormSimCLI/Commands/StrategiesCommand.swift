import FormSimCore

/// `formsim strategies`: the strategies grouped into seeds, libraries, platforms and reference,
/// with their sources, defaults and the quirks they keep.
struct StrategiesCommand: FormSimCommand {
  static let configuration = CommandConfiguration(
    commandName: "strategies",
    abstract: "List the keyboard-avoidance strategies by group, with sources, defaults and quirks.")

  func run(console: inout some Console) throws {
    console.write(StrategyCatalog.listing())
  }
}
