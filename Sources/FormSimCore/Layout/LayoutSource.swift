/// A layout with where it came from: the file, the line of each field and what the import
/// noticed, so reports can point into the file a user edits.
public struct LayoutSource: Sendable, Hashable {
  public var layout: Layout
  /// The file read, or `nil` for a built-in layout.
  public var file: String?
  /// The line each field starts on, in layout order; empty when unknown.
  public var fieldLines: [Int]
  /// The storyboard or xib scene the layout was built from.
  public var scene: InterfaceBuilderScene?
  /// The designed device, when a storyboard or xib names a built-in one.
  public var device: DeviceProfile?

  public init(
    layout: Layout, file: String? = nil, fieldLines: [Int] = [],
    scene: InterfaceBuilderScene? = nil, device: DeviceProfile? = nil
  ) {
    self.layout = layout
    self.file = file
    self.fieldLines = fieldLines
    self.scene = scene
    self.device = device
  }

  /// What the import took as written but a user should hear about.
  public var warnings: [ImportWarning] { scene?.form.warnings ?? [] }
  /// The scene's outlets a handler's properties bind to by default (`SceneOutlets`).
  public var outlets: [String: String] { scene?.outlets ?? [:] }
  /// The scene's text fields' editing events connected to the controller's methods.
  public var actions: [FieldAction] { scene?.actions ?? [] }

  /// The line of 1-based field `number`, if known.
  public func line(ofField number: Int) -> Int? {
    fieldLines.indices.contains(number - 1) ? fieldLines[number - 1] : nil
  }

  /// Loads the one layout a command that runs a single form uses: a built-in, a layout JSON file,
  /// or a storyboard or xib's form scene — the one `scene` names, or its only one (several
  /// without `scene` is an error that lists them).
  public static func loadOne(_ nameOrPath: String, scene: String? = nil) throws(UserFileError)
    -> LayoutSource
  {
    if PathKind(of: nameOrPath) == .directory {
      throw UserFileError(
        file: nameOrPath, path: "",
        message: "is a folder; give one layout file (formsim check takes a folder)")
    }
    if InterfaceBuilderImport.handles(nameOrPath) {
      let document = try InterfaceBuilderImport.load(nameOrPath)
      let found = try document.form(scene: scene)
      return LayoutSource(
        layout: found.form.layout, file: nameOrPath, fieldLines: found.form.fieldLines,
        scene: found, device: document.device(for: found))
    }
    return try load(nameOrPath, scene: scene)[0]
  }

  /// Loads a built-in layout, a layout JSON file, or the form scenes of a storyboard or xib:
  /// the one `scene` names, or every form scene without it.
  public static func load(_ nameOrPath: String, scene: String? = nil) throws(UserFileError)
    -> [LayoutSource]
  {
    if PathKind(of: nameOrPath) == .directory {
      guard scene == nil else {
        throw UserFileError(
          file: nameOrPath, path: "", message: "--scene picks a scene of one file, not of a folder")
      }
      return try loadFolder(nameOrPath)
    }
    if InterfaceBuilderImport.handles(nameOrPath) {
      let document = try InterfaceBuilderImport.load(nameOrPath)
      return try document.forms(scene: scene).map { found in
        LayoutSource(
          layout: found.form.layout, file: nameOrPath, fieldLines: found.form.fieldLines,
          scene: found, device: document.device(for: found))
      }
    }
    if scene != nil {
      throw UserFileError(
        file: nameOrPath, path: "",
        message: "--scene applies to .storyboard and .xib files, not to layout JSON")
    }
    if let builtIn = Layout.builtIn(named: nameOrPath) { return [LayoutSource(layout: builtIn)] }
    let (layout, lines) = try LayoutParser.loadFile(nameOrPath)
    return [LayoutSource(layout: layout, file: nameOrPath, fieldLines: lines)]
  }
}
