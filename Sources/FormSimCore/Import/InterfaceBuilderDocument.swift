/// A parsed `.storyboard` or `.xib` (or a view-hierarchy dump, a one-scene document): its scenes
/// and the device it was designed on.
public struct InterfaceBuilderDocument: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable {
    case storyboard
    case xib
    /// A running app's view hierarchy as `recursiveDescription` prints it.
    case dump = "view-hierarchy dump"
  }

  public var file: String
  public var kind: Kind
  /// Interface Builder's device ID (`retina4_7`, `ipad9_7`, …), when the file names one.
  public var deviceID: String?
  /// Every scene, in file order, forms or not.
  public var scenes: [InterfaceBuilderScene]

  public init(file: String, kind: Kind, deviceID: String?, scenes: [InterfaceBuilderScene]) {
    self.file = file
    self.kind = kind
    self.deviceID = deviceID
    self.scenes = scenes
  }

  /// The scenes that hold at least one text field or text view.
  public var formScenes: [InterfaceBuilderScene] { scenes.filter(\.isForm) }

  /// The device a scene was designed on: the profile whose screen is the designed view size
  /// (either orientation), else the nearest in width and then height among phones or tablets
  /// (by width: 600 pt and over is a tablet), so the imported frames keep their meaning.
  /// A scene that carries its own device (a dump of an unknown screen) is simulated on it.
  public func device(for scene: InterfaceBuilderScene) -> DeviceProfile? {
    if let device = scene.device { return device }
    let size = scene.form.viewSize
    let profiles = DeviceProfile.all
    if let exact = profiles.first(where: {
      $0.portraitSize == size || $0.portraitSize.transposed == size
    }) {
      return exact
    }
    let portrait = size.width <= size.height ? size : size.transposed
    let tablet = portrait.width >= 600
    return profiles.filter { ($0.portraitSize.width >= 600) == tablet }.min { a, b in
      let da = (
        abs(a.portraitSize.width - portrait.width), abs(a.portraitSize.height - portrait.height)
      )
      let db = (
        abs(b.portraitSize.width - portrait.width), abs(b.portraitSize.height - portrait.height)
      )
      return da < db
    }
  }

  /// The form scenes `--scene` selects: the one it names, or every form scene without it.
  public func forms(scene name: String?) throws(UserFileError) -> [InterfaceBuilderScene] {
    guard let name else {
      let forms = formScenes
      guard !forms.isEmpty else {
        throw UserFileError(
          file: file, path: "",
          message: "no scene holds a text field or text view, so there is no form to import")
      }
      return forms
    }
    let matching = scenes.filter { $0.matches(name) }
    guard let first = matching.first else {
      throw UserFileError(
        file: file, path: "",
        message: "no scene is called '\(name)'; \(sceneList)")
    }
    guard matching.count == 1 else {
      let ids = matching.map(\.sceneID).joined(separator: ", ")
      throw UserFileError(
        file: file, path: "",
        message: "'\(name)' names \(matching.count) scenes; choose one by scene ID: \(ids)")
    }
    guard first.isForm else {
      throw UserFileError(
        file: file, path: "",
        message: "scene '\(name)' holds no text field or text view; \(sceneList)")
    }
    return [first]
  }

  /// The one form a command that runs a single layout uses: `--scene NAME`, or the only form.
  public func form(scene name: String?) throws(UserFileError) -> InterfaceBuilderScene {
    let forms = try forms(scene: name)
    guard forms.count == 1, let form = forms.first else {
      throw UserFileError(
        file: file, path: "",
        message: "holds \(forms.count) form scenes; choose one with --scene NAME. \(sceneList)")
    }
    return form
  }

  /// `form scenes: Sign up (SignUpViewController): 5 fields; Login …` for error messages.
  public var sceneList: String {
    let forms = formScenes
    guard !forms.isEmpty else { return "the file holds no form scenes" }
    return "form scenes: " + forms.map(\.summary).joined(separator: "; ")
  }
}
