import FormSimCore

/// `formsim devices`: the built-in device profiles with their figures.
enum DevicesCommand: FormSimCommand {
  static let spec = CommandSpec(
    name: "devices", summary: "List the built-in devices with their published figures.",
    options: [.flag("json", help: "Print JSON instead of a table.")])

  static func run(_ arguments: ParsedArguments, console: inout some Console) throws -> Int32 {
    if arguments.flag("json") {
      let items = DeviceProfile.builtIn.map { device -> JSONValue in
        .object([
          ("name", .string(device.name)), ("summary", .string(device.summary)),
          ("width", .number(device.portraitSize.width)),
          ("height", .number(device.portraitSize.height)),
          ("statusBar", .number(device.statusBarPortrait)),
          (
            "keyboardPortrait",
            .number(device.keyboardHeight(.portrait, predictive: device.predictiveByDefault))
          ),
          (
            "keyboardLandscape",
            .number(device.keyboardHeight(.landscape, predictive: device.predictiveByDefault))
          ),
          ("predictiveBar", .number(device.predictiveBar)),
          ("predictiveByDefault", .bool(device.predictiveByDefault)),
          ("era", .string(device.era.rawValue)),
        ])
      }
      console.write(JSONValue.array(items).serialized() + "\n")
      return 0
    }
    var table = TextTable([
      "name", "points", "status bar", "keyboard (portrait / landscape)", "predictive bar", "about",
    ])
    for device in DeviceProfile.builtIn {
      let size = device.portraitSize
      let predictive = device.predictiveByDefault
      let keyboard =
        "\(fmt(device.keyboardHeight(.portrait, predictive: predictive))) / \(fmt(device.keyboardHeight(.landscape, predictive: predictive)))"
      let bar =
        device.predictiveBar == 0
        ? "—" : "+\(fmt(device.predictiveBar))" + (predictive ? " (on)" : " (off)")
      table.add([
        device.name, "\(fmt(size.width))×\(fmt(size.height))", fmt(device.statusBarPortrait),
        keyboard, bar, device.summary,
      ])
    }
    console.write(table.render())
    return 0
  }
}

/// `formsim layouts`: the built-in forms.
enum LayoutsCommand: FormSimCommand {
  static let spec = CommandSpec(
    name: "layouts", summary: "List the built-in form layouts.",
    positionals: [
      PositionalSpec("NAME", help: "With --json: the layout to print.", isOptional: true)
    ],
    options: [
      .flag("json", help: "Print a layout as layout-file JSON: formsim layouts --json NAME.")
    ],
    description: "Any command's --layout takes one of these names or a JSON file of your own.")

  static func run(_ arguments: ParsedArguments, console: inout some Console) throws -> Int32 {
    if arguments.flag("json") {
      let names = Layout.builtIn.map(\.name)
      guard let name = try arguments.positionalChoice("NAME", from: names) else {
        throw UsageError(
          "--json needs a layout NAME (one of: \(names.joined(separator: ", ")))",
          command: spec.name)
      }
      console.write((Layout.builtIn(named: name) ?? .long).json.serialized() + "\n")
      return 0
    }
    var table = TextTable(["name", "fields", "content height", "about"])
    for layout in Layout.builtIn {
      table.add([
        layout.name, String(layout.fieldSpecs.count),
        fmt(layout.contentHeight(windowWidth: 320)) + " pt",
        Layout.builtInSummaries[layout.name] ?? "",
      ])
    }
    console.write(table.render())
    return 0
  }
}

/// `formsim strategies`: the six strategies, their sources and the quirks they keep.
enum StrategiesCommand: FormSimCommand {
  static let spec = CommandSpec(
    name: "strategies", summary: "List the keyboard-avoidance strategies and their quirks.")

  static func run(_ arguments: ParsedArguments, console: inout some Console) throws -> Int32 {
    var text = ""
    for info in StrategyCatalog.all {
      text += "\(info.name.padding(toLength: 16))\(info.summary)\n"
      text += "\(String(repeating: " ", count: 16))source: \(info.source)\n"
      for quirk in info.quirks {
        text += "\(String(repeating: " ", count: 16))- \(quirk)\n"
      }
    }
    console.write(text)
    return 0
  }
}

/// A figure without a needless fraction: 216, 0.3.
func fmt(_ value: Double) -> String { JSONValue.format(value) }
