/// One scene of a storyboard (a view controller), or one top-level view of a xib, with the form
/// built from it.
public struct InterfaceBuilderScene: Sendable, Hashable {
  /// The storyboard's `sceneID`, or the xib view's object ID.
  public var sceneID: String
  public var customClass: String?
  public var storyboardIdentifier: String?
  /// The view controller's title, else its navigation item's title.
  public var title: String?
  /// The line of the view controller's (or view's) element.
  public var line: Int
  public var form: ImportedForm
  /// The view controller's outlets FormSim can bind, property → `--bind` target
  /// (`SceneOutlets`).
  public var outlets: [String: String] = [:]
  /// The text fields' editing events the scene connects to the view controller's methods.
  public var actions: [FieldAction] = []
  /// The device the file's own figures describe, for a dump whose screen no built-in device
  /// has; `nil` when a built-in one is used.
  public var device: DeviceProfile?

  public init(
    sceneID: String, customClass: String? = nil, storyboardIdentifier: String? = nil,
    title: String? = nil, line: Int = 0, form: ImportedForm
  ) {
    self.sceneID = sceneID
    self.customClass = customClass
    self.storyboardIdentifier = storyboardIdentifier
    self.title = title
    self.line = line
    self.form = form
  }

  /// The name a person knows the scene by, as Interface Builder's outline shows it.
  public var name: String {
    title ?? customClass ?? storyboardIdentifier ?? sceneID
  }

  /// Whether the scene has any field to check.
  public var isForm: Bool { !form.layout.fieldSpecs.isEmpty }

  /// Whether `--scene NAME` selects this scene: its custom class, storyboard identifier, title
  /// or scene ID.
  public func matches(_ name: String) -> Bool {
    [customClass, storyboardIdentifier, title, sceneID].contains(name)
  }

  /// `Sign up (SignUpViewController, id SignUp, scene abc-12-xyz): 5 fields`.
  public var summary: String {
    var names: [String] = []
    if let customClass, customClass != name { names.append(customClass) }
    if let storyboardIdentifier, storyboardIdentifier != name {
      names.append("id \(storyboardIdentifier)")
    }
    if sceneID != name { names.append("scene \(sceneID)") }
    let count = form.layout.fieldSpecs.count
    let detail = names.isEmpty ? "" : " (\(names.joined(separator: ", ")))"
    return "\(name)\(detail): \(count) field\(count == 1 ? "" : "s")"
  }
}
