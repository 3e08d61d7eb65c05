import FormSimApp
import FormSimCore
import FormSimRender
import Foundation

/// `formsim compare`: several strategies (or devices) side by side, driven by the same input.
enum CompareCommand: FormSimCommand {
  static let spec = CommandSpec(
    name: "compare",
    summary: "Compare strategies (or devices) side by side, driven by the same keys.",
    options: [
      .value(
        "strategies", placeholder: "A,B,…", repeatable: true,
        help:
          "The strategies to compare, comma-separated. Default: none, the four seeds, reference."),
      .value(
        "devices", placeholder: "A,B,…", repeatable: true,
        help: "Compare these devices instead, under one strategy (--strategy, default reference)."),
    ] + InteractiveOptions.specs
      + CommonOptions.specs.map { option in
        var option = option
        if option.name == "strategy" {
          option.repeatable = true
          option.help =
            "A strategy to compare; repeat for several. With --devices, the one strategy they"
            + " run. Default: the baseline, the four seeds and the reference (reference with --devices)."
        }
        if option.name == "device" {
          option.repeatable = true
          option.help =
            "A device to compare; repeat for several. Otherwise the one device the strategies"
            + " run on. Default: iphone4."
        }
        return option
      },
    description: """
      Every pane is a simulator of its own, all on one clock: a key goes to every pane,
      a click focuses that field in all of them. Under each pane, its verdict on the
      focused field: visible with the gap to the keyboard, or hidden by how much.
      Two to six panes; when the terminal is too narrow for all of them, as many as fit
      are drawn and the rest are counted.

      Examples:
        formsim compare
        formsim compare --strategies none,reference --layout twelve
        formsim compare --devices iphone4,iphone-se,iphone-15 --strategy content-inset
      """)

  static func run(_ arguments: ParsedArguments, console: inout some Console) throws -> Int32 {
    var compare = try makeModel(arguments)
    return try InteractiveOptions.runInTerminal(
      &compare, printValues: arguments.flag("print-values"), command: spec.name,
      console: &console, values: { $0.values })
  }

  /// Reads the arguments into a comparison; throws for anything the user must fix.
  static func makeModel(_ arguments: ParsedArguments) throws -> CompareModel {
    var settings = try CommonOptions.settings(from: arguments, command: spec.name)
    let strategies = try names(
      arguments, list: "strategies", single: "strategy", noun: "strategy",
      allowed: StrategyCatalog.names)
    let devices = try names(
      arguments, list: "devices", single: "device", noun: "device",
      allowed: DeviceProfile.builtIn.map(\.name))
    let scale = try InteractiveOptions.scale(arguments)
    if devices.count >= 2 {
      guard strategies.count <= 1 else {
        throw UsageError(
          "compare strategies or devices, not both: give one --strategy with --devices",
          command: spec.name)
      }
      try checkCount(devices, noun: "devices")
      settings.strategy = strategies.first ?? "reference"
      return CompareModel(
        settings: settings, devices: devices.compactMap(DeviceProfile.named), forcedScale: scale)
    }
    if let device = devices.first { settings.device = DeviceProfile.named(device) ?? .iphone4 }
    let compared = strategies.isEmpty ? StrategyCatalog.compareDefault : strategies
    try checkCount(compared, noun: "strategies")
    return CompareModel(settings: settings, strategies: compared, forcedScale: scale)
  }

  /// The names given by `--list a,b` and `--single a` (both repeatable), in order, each once,
  /// every one checked against `allowed` with a did-you-mean.
  private static func names(
    _ arguments: ParsedArguments, list: String, single: String, noun: String, allowed: [String]
  ) throws -> [String] {
    var names: [String] = []
    let words =
      arguments.strings(list).flatMap { $0.split(separator: ",").map(String.init) }
      + arguments.strings(single)
    for word in words {
      let name = word.trimmingCharacters(in: .whitespaces)
      if name.isEmpty { continue }
      let checked = try ParsedArguments.check(
        name, noun: noun, allowed: allowed, command: spec.name)
      if !names.contains(checked) { names.append(checked) }
    }
    return names
  }

  private static func checkCount(_ names: [String], noun: String) throws {
    let range = CompareModel.paneCounts
    guard range.contains(names.count) else {
      throw UsageError(
        "compare needs \(range.lowerBound) to \(range.upperBound) \(noun), got \(names.count)"
          + (names.isEmpty ? "" : " (\(names.joined(separator: ", ")))"),
        command: spec.name)
    }
  }
}
