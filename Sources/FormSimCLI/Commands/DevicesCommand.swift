import FormSimCore

/// `formsim devices [NAME]`: the device profiles with their figures, or one of them (as a device
/// file with `--json NAME`, which `--device FILE.json` loads back).
struct DevicesCommand: FormSimCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices", abstract: "List the built-in devices with their published figures.",
    discussion: """
      Any command's --device takes one of these names or a JSON file of your own measurements. \
      'formsim devices --json NAME' prints a profile as such a file to start from.
      """)

  @Argument(
    help: ArgumentHelp("Only this device; with --json, the profile to print.", valueName: "name"),
    completion: Completions.device, transform: NameList.builtInDevice)
  var name: String?

  @Flag(help: "Print JSON instead of a table: every device, or NAME's profile as a device file.")
  var json = false

  func run(console: inout some Console) throws {
    let devices = DeviceProfile.all.filter { name == nil || $0.name == name }
    if json, name != nil {
      for device in devices { console.write(device.json.serialized() + "\n") }
      return
    }
    if json {
      let items = devices.map { device -> JSONValue in
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
    console.write(Self.table(devices).render())
  }

  /// Every row the same way: the keyboard without the predictive bar, then with it (and whether
  /// the device starts with it on), or "—" where the device has none; then what a hardware
  /// keyboard leaves on screen (an iPad's shortcuts bar).
  static func table(_ devices: [DeviceProfile]) -> TextTable {
    var table = TextTable([
      "name", "points", "status bar", "keyboard (portrait / landscape)", "with predictive bar",
      "hardware keyboard", "about",
    ])
    for device in devices {
      let size = device.portraitSize
      func heights(_ predictive: Bool) -> String {
        "\(figure(device.keyboardHeight(.portrait, predictive: predictive))) / "
          + figure(device.keyboardHeight(.landscape, predictive: predictive))
      }
      let bar =
        device.predictiveBar == 0
        ? "—" : heights(true) + (device.predictiveByDefault ? " (on)" : " (off)")
      table.add([
        device.name, "\(figure(size.width))×\(figure(size.height))",
        figure(device.statusBarPortrait),
        heights(false), bar,
        device.shortcutsBar > 0 ? "\(figure(device.shortcutsBar)) pt bar" : "—", device.summary,
      ])
    }
    return table
  }
}
