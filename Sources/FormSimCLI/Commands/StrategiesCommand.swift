import ArgumentParser
import FormSimCore

/// `formsim strategies`: the six strategies, the articles they follow and the quirks they keep.
struct StrategiesCommand: FormSimCommand {
  static let configuration = CommandConfiguration(
    commandName: "strategies", abstract: "List the keyboard-avoidance strategies and their quirks.")

  func run(console: inout some Console) throws {
    var text = ""
    for info in StrategyCatalog.all {
      text += "\(info.name.padding(toLength: 16))\(info.summary)\n"
      text += "\(String(repeating: " ", count: 16))source: \(info.citation)\n"
      for quirk in info.quirks {
        text += "\(String(repeating: " ", count: 16))- \(quirk)\n"
      }
    }
    console.write(text)
  }
}
