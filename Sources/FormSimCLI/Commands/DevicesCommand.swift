import ArgumentParser
import FormSimCore

/// `formsim devices`: the built-in device profiles with their figures.
struct DevicesCommand: FormSimCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices", abstract: "List the built-in devices with their published figures.")

  @Flag(help: "Print JSON instead of a table.")
  var json = false

  func run(console: inout some Console) throws {
    if json {
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
      return
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
  }
}
