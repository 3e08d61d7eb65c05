import FormSimCLI
import FormSimCore

/// Commands shaped like FormSim's own, for the parser tests.
enum Fixtures {
  static let strategies = [
    "none", "content-height", "content-inset", "view-transform", "scroll-offset", "reference",
  ]
  static let devices = ["iphone4", "iphone-se", "iphone-15", "ipad"]

  static let simulate = CommandSpec(
    name: "simulate",
    summary: "Run a script headless and print JSON Lines on stdout.",
    usage: "formsim simulate [options] --script S",
    options: [
      .value(
        "device", short: "d", placeholder: "NAME", help: "Device profile.",
        allowedValues: devices),
      .flag("landscape", help: "Start in landscape."),
      .value("strategy", short: "s", placeholder: "NAME", help: "Keyboard-avoidance strategy."),
      .value("script", placeholder: "S", help: "Steps separated by ';'."),
      .value("duration", placeholder: "S", help: "Keyboard animation length."),
      .value("fps", placeholder: "N", help: "Frames per second."),
      .value("at", placeholder: "T", help: "Simulated time of the frame."),
      .value("compare", placeholder: "NAME", repeatable: true, help: "Another strategy."),
      .flag("frames", help: "Print every frame."),
    ])

  static let check = CommandSpec(
    name: "check",
    summary: "Report every field of a layout that the keyboard hides.",
    positionals: [PositionalSpec("LAYOUT", help: "A layout file or built-in layout name.")],
    options: [.value("format", placeholder: "F", help: "Output format.")])

  static let demo = CommandSpec(
    name: "demo",
    summary: "Play a tour of a strategy.",
    positionals: [PositionalSpec("STRATEGY", help: "The strategy to tour.", isOptional: true)])

  static let render = CommandSpec(
    name: "render",
    summary: "Render several layouts.",
    positionals: [
      PositionalSpec("OUT", help: "Output folder."),
      PositionalSpec("FILE", help: "Layouts.", isVariadic: true),
    ])

  static let run = CommandSpec(
    name: "run", summary: "Open the interactive simulator.",
    options: [.flag("landscape", help: "Start in landscape.")])
  static let devicesCommand = CommandSpec(name: "devices", summary: "List the devices.")

  static let all = [run, demo, simulate, check, devicesCommand]
}

/// Every strategy name, as the did-you-mean messages list them.
let strategyNames = StrategyCatalog.names.joined(separator: ", ")
