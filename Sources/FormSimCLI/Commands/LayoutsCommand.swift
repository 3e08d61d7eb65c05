import FormSimCore

/// `formsim layouts [NAME]`: the built-in forms, or one of them (as layout-file JSON with
/// `--json`); `formsim layouts --import FILE`: what a storyboard or xib holds.
struct LayoutsCommand: FormSimCommand {
  static let configuration = CommandConfiguration(
    commandName: "layouts", abstract: "List the built-in form layouts.",
    discussion: """
      Any command's --layout takes one of these names, a JSON file of your own, or a \
      storyboard or xib. 'formsim layouts --json NAME' prints a built-in as a layout file \
      to start from. 'formsim layouts --import FILE' lists the scenes of a storyboard or \
      xib and the fields found in each, with their frames in the scroll view's content and \
      the lines they are on; with --json it prints the scene as a layout file.

      Examples:
        formsim layouts --import App/Base.lproj/Main.storyboard
        formsim layouts --import SignUp.xib --json > signup.json
        formsim layouts --import Main.storyboard --scene SignUpViewController --json
      """)

  @Argument(
    help: ArgumentHelp(
      "Only this layout; with --json, the layout to print.", valueName: "name"),
    completion: Completions.builtInLayout, transform: NameList.layout)
  var name: String?

  @Flag(help: "Print a layout as layout-file JSON: formsim layouts --json NAME.")
  var json = false

  @Option(
    name: .customLong("import"),
    help: ArgumentHelp(
      "Show the forms a .storyboard, .xib or view-hierarchy dump (.txt) holds (with --json, one"
        + " as layout JSON).",
      valueName: "file"),
    completion: .file(extensions: ["storyboard", "xib"]))
  var importFile: String?

  @Option(
    help: ArgumentHelp(
      "With --import: the scene, by custom class, storyboard identifier, title or scene ID.",
      valueName: "name"))
  var scene: String?

  func validate() throws {
    if importFile != nil && name != nil {
      throw ValidationError("give a built-in layout NAME or --import FILE, not both")
    }
    if scene != nil && importFile == nil {
      throw ValidationError("--scene needs --import FILE")
    }
    if json && name == nil && importFile == nil {
      throw ValidationError(
        "--json needs a layout NAME (one of: \(NameList.layouts.joined(separator: ", ")))")
    }
  }

  func run(console: inout some Console) throws {
    if let importFile {
      try showImport(importFile, console: &console)
      return
    }
    let layouts = Layout.builtIn.filter { name == nil || $0.name == name }
    if json {
      for layout in layouts { console.write(layout.json.serialized() + "\n") }
      return
    }
    var table = TextTable(["name", "fields", "content height", "about"])
    for layout in layouts {
      table.add([
        layout.name, String(layout.fieldSpecs.count),
        figure(layout.contentHeight(windowWidth: 320)) + " pt",
        Layout.builtInSummaries[layout.name] ?? "",
      ])
    }
    console.write(table.render())
  }

  /// `--import FILE`: the summary of every scene (or the `--scene`), or with `--json` the one
  /// form as layout JSON.
  private func showImport(_ path: String, console: inout some Console) throws {
    guard InterfaceBuilderImport.handles(path) else {
      throw UserFileError(
        file: path, path: "",
        message: "--import reads .storyboard and .xib files and view-hierarchy dumps (.txt)")
    }
    if json {
      let source = try LayoutSource.loadOne(path, scene: scene)
      ImportWarnings.write(source, to: &console)
      console.write(source.layout.json.serialized() + "\n")
      return
    }
    let document = try InterfaceBuilderImport.load(path)
    let scenes = try scene.map { try document.forms(scene: $0) } ?? document.scenes
    console.write(ImportSummaryWriter(document: document, scenes: scenes).text())
  }
}
