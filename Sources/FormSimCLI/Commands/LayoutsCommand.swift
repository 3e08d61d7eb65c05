import ArgumentParser
import FormSimCore

/// `formsim layouts [NAME]`: the built-in forms, or one of them (as layout-file JSON with
/// `--json`).
struct LayoutsCommand: FormSimCommand {
  static let configuration = CommandConfiguration(
    commandName: "layouts", abstract: "List the built-in form layouts.",
    discussion: """
      Any command's --layout takes one of these names or a JSON file of your own. \
      'formsim layouts --json NAME' prints a built-in as a layout file to start from.
      """)

  @Argument(
    help: ArgumentHelp(
      "Only this layout; with --json, the layout to print.", valueName: "name"),
    completion: Completions.builtInLayout, transform: NameList.layout)
  var name: String?

  @Flag(help: "Print a layout as layout-file JSON: formsim layouts --json NAME.")
  var json = false

  func validate() throws {
    if json && name == nil {
      throw ValidationError(
        "--json needs a layout NAME (one of: \(NameList.layouts.joined(separator: ", ")))")
    }
  }

  func run(console: inout some Console) throws {
    let layouts = Layout.builtIn.filter { name == nil || $0.name == name }
    if json {
      for layout in layouts { console.write(layout.json.serialized() + "\n") }
      return
    }
    var table = TextTable(["name", "fields", "content height", "about"])
    for layout in layouts {
      table.add([
        layout.name, String(layout.fieldSpecs.count),
        fmt(layout.contentHeight(windowWidth: 320)) + " pt",
        Layout.builtInSummaries[layout.name] ?? "",
      ])
    }
    console.write(table.render())
  }
}
