/// Turns the root of a parsed Interface Builder file into its scenes: a pure function, like
/// `FormBuilder`, that tests feed literal trees.
///
/// A storyboard holds `<scenes><scene sceneID><objects>` with one view controller each; its root
/// view is the child with `key="view"`. A xib holds `<objects>`: the File's Owner placeholder and
/// top-level views, each of which is a scene here. Navigation and tab bars come from how scenes
/// are connected (a navigation controller's root, scenes pushed from it, a tab bar controller's
/// children) or from the bars Interface Builder simulates on a scene.
public enum DocumentBuilder {
  /// The root element of files written by Xcode 5 and later.
  static let documentTag = "document"

  public static func document(_ root: InterfaceBuilderNode, file: String) throws(UserFileError)
    -> InterfaceBuilderDocument
  {
    let type = root["type"] ?? ""
    if root.tag == "archive" && type.hasPrefix("com.apple.InterfaceBuilder") {
      throw UserFileError(
        file: file, path: "line \(max(root.line, 1))",
        message:
          "written in the format of Xcode 4 and earlier (<archive type=\"\(type)\">); open it "
          + "in Xcode 5 or later and save it, or convert it with `ibtool --upgrade`")
    }
    guard root.tag == documentTag, type.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch") else {
      throw UserFileError(
        file: file, path: "line \(max(root.line, 1))",
        message:
          "not an iOS storyboard or xib (the root element is <\(root.tag)>"
          + (type.isEmpty ? "" : " of type \(type)") + ")")
    }
    try ImportedGeometry.check(root, file: file)
    let deviceID = root.child("device")?["id"]
    let document =
      if let scenes = root.child("scenes") {
        InterfaceBuilderDocument(
          file: file, kind: .storyboard, deviceID: deviceID, scenes: storyboardScenes(scenes))
      } else {
        InterfaceBuilderDocument(
          file: file, kind: .xib, deviceID: deviceID,
          scenes: xibScenes(root.child("objects") ?? InterfaceBuilderNode("objects")))
      }
    for scene in document.scenes { try ImportedGeometry.check(scene.form, file: file) }
    return deviceID == nil ? Self.warningOfTheSizeClassCanvas(document) : document
  }

  /// The 600 × 600 canvas on which Xcode 6 and 7 drew a storyboard with size classes and no
  /// device: its frames are no device's, and Auto Layout, which FormSim does not solve, fits
  /// them to the screen at run time; the nearest device, a tablet's, keeps them on screen.
  static func warningOfTheSizeClassCanvas(_ document: InterfaceBuilderDocument)
    -> InterfaceBuilderDocument
  {
    var document = document
    for index in document.scenes.indices
    where document.scenes[index].form.viewSize == Size(width: 600, height: 600) {
      let device = document.device(for: document.scenes[index])?.name ?? "none"
      document.scenes[index].form.warnings.append(
        ImportWarning(
          line: document.scenes[index].line,
          message:
            "the scene is drawn on Xcode's 600 × 600 size-class canvas, no device's screen: its"
            + " frames are the canvas's, which Auto Layout fits to the device at run time and"
            + " FormSim does not; they are simulated as drawn, on the nearest device (\(device))"))
    }
    return document
  }

  // MARK: Storyboards

  static func storyboardScenes(_ scenes: InterfaceBuilderNode) -> [InterfaceBuilderScene] {
    var controllers: [(scene: InterfaceBuilderNode, controller: InterfaceBuilderNode)] = []
    for scene in scenes.children where scene.tag == "scene" {
      let objects = scene.child("objects")?.children ?? []
      if let controller = objects.first(where: { $0["sceneMemberID"] == "viewController" }) {
        controllers.append((scene, controller))
      }
    }
    let chrome = SceneChrome(controllers.map(\.controller))
    return controllers.compactMap { scene, controller in
      guard var rootView = controller.children.first(where: { $0["key"] == "view" }) else {
        return nil
      }
      // A table-view controller's view is its table: UIKit's keyboard handling for it applies.
      if controller.tag == "tableViewController", rootView.tag == "tableView" {
        rootView = rootView.with(
          attribute: FormBuilder.tableViewControllerMark, FormBuilder.tableViewControllerOwner)
      }
      let navigationTitle = controller.child("navigationItem", key: "navigationItem")?["title"]
      let title = controller["title"] ?? navigationTitle
      let id = controller["id"] ?? ""
      let name =
        title ?? controller["customClass"] ?? controller["storyboardIdentifier"]
        ?? scene["sceneID"] ?? id
      let form = FormBuilder.form(
        rootView: rootView, name: name, chrome: chrome.chrome(id))
      var built = InterfaceBuilderScene(
        sceneID: scene["sceneID"] ?? id, customClass: controller["customClass"],
        storyboardIdentifier: controller["storyboardIdentifier"], title: title,
        line: controller.line, form: form)
      built.outlets = SceneOutlets.targets(of: controller, rootView: rootView, form: form)
      built.actions = SceneOutlets.actions(in: rootView, form: form)
      return built
    }
  }

  /// Which controllers are shown under a navigation bar, above a tab bar or as a sheet, from the
  /// segues between scenes, the controllers' presentation styles and the bars Interface Builder
  /// simulates.
  struct SceneChrome {
    var navigation: [String: NavigationBarStyle] = [:]
    var tabbed: Set<String> = []
    var hidesTabBar: Set<String> = []
    var presentation: [String: Presentation] = [:]

    init(_ controllers: [InterfaceBuilderNode]) {
      var byID: [String: InterfaceBuilderNode] = [:]
      var pushes: [(from: String, to: String)] = []
      for controller in controllers {
        guard let id = controller["id"] else { continue }
        byID[id] = controller
        if controller["hidesBottomBarWhenPushed"] == "YES" { hidesTabBar.insert(id) }
        if controller.child("simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics") != nil {
          navigation[id] = .standard
        }
        if controller.child("simulatedTabBarMetrics", key: "simulatedBottomBarMetrics") != nil {
          tabbed.insert(id)
        }
        if let style = Self.presentation(controller["modalPresentationStyle"]) {
          presentation[id] = style
        }
        for segue in Self.segues(in: controller) {
          guard let destination = segue["destination"] else { continue }
          if let style = Self.presentation(segue["modalPresentationStyle"]) {
            presentation[destination] = style
          }
          switch (segue["kind"], segue["relationship"]) {
          case ("relationship", "rootViewController"):
            let large = controller.child("navigationBar", key: "navigationBar")?[
              "prefersLargeTitles"]
            navigation[destination] = large == "YES" ? .large : .standard
          case ("relationship", "viewControllers"):
            tabbed.insert(destination)
          case ("show", _), ("push", _):
            pushes.append((id, destination))
          default:
            break
          }
        }
      }
      // A navigation controller passes its tab and its presentation on to its root.
      for (id, controller) in byID where controller.tag == "navigationController" {
        let roots = Self.segues(in: controller).filter {
          $0["relationship"] == "rootViewController"
        }
        for destination in roots.compactMap({ $0["destination"] }) {
          if tabbed.contains(id) { tabbed.insert(destination) }
          if let style = presentation[id], presentation[destination] == nil {
            presentation[destination] = style
          }
        }
      }
      // Scenes pushed from a scene in a navigation stack join the stack (and its tab).
      var changed = true
      var rounds = 0
      while changed && rounds <= controllers.count {
        changed = false
        rounds += 1
        for push in pushes {
          if let style = navigation[push.from], navigation[push.to] == nil {
            navigation[push.to] = style
            changed = true
          }
          if tabbed.contains(push.from), !tabbed.contains(push.to) {
            tabbed.insert(push.to)
            changed = true
          }
        }
      }
      for (id, controller) in byID {
        if controller.child("navigationItem", key: "navigationItem")?["largeTitleDisplayMode"]
          == "never", navigation[id] == .large
        {
          navigation[id] = .standard
        }
      }
    }

    /// The layout chrome of controller `id`.
    func chrome(_ id: String) -> Chrome {
      Chrome(
        navigationBar: navigation[id] ?? .none,
        tabBar: tabbed.contains(id) && !hidesTabBar.contains(id),
        presentation: presentation[id] ?? .fullScreen)
    }

    /// `modalPresentationStyle` as a layout's `presentation`: form and page sheets; the rest
    /// (full screen, over-full-screen, popovers) show the form full screen.
    static func presentation(_ style: String?) -> Presentation? {
      switch style {
      case "formSheet": .formSheet
      case "pageSheet": .pageSheet
      default: nil
      }
    }

    /// Every `<segue>` under a controller, wherever it hangs (its own connections, a button's).
    static func segues(in node: InterfaceBuilderNode) -> [InterfaceBuilderNode] {
      var result: [InterfaceBuilderNode] = []
      var stack = [node]
      while let next = stack.popLast() {
        for child in next.children {
          if child.tag == "segue" { result.append(child) } else { stack.append(child) }
        }
      }
      return result
    }
  }

  // MARK: Xibs

  static func xibScenes(_ objects: InterfaceBuilderNode) -> [InterfaceBuilderScene] {
    let owner = objects.children.first { $0["placeholderIdentifier"] == "IBFilesOwner" }
    let views = objects.children.filter { $0.tag != "placeholder" && $0.frame != nil }
    // A xib can also hold view controllers, written as a storyboard scene's are.
    let controllers = objects.children.filter {
      $0["sceneMemberID"] == "viewController" || $0.tag.hasSuffix("Controller")
    }
    let controllerScenes = storyboardScenes(
      InterfaceBuilderNode(
        "scenes",
        children: controllers.map { controller in
          InterfaceBuilderNode(
            "scene", ["sceneID": controller["id"] ?? ""], line: controller.line,
            children: [
              InterfaceBuilderNode(
                "objects",
                children: [controller.with(attribute: "sceneMemberID", "viewController")])
            ])
        }))
    return controllerScenes
      + views.map { view in
        let customClass = view["customClass"] ?? (views.count == 1 ? owner?["customClass"] : nil)
        let title = view["userLabel"]
        let id = view["id"] ?? ""
        let chrome = Chrome(
          navigationBar: view.child("simulatedNavigationBarMetrics") != nil ? .standard : .none,
          tabBar: view.child("simulatedTabBarMetrics") != nil)
        let form = FormBuilder.form(
          rootView: view, name: title ?? customClass ?? id, chrome: chrome)
        return InterfaceBuilderScene(
          sceneID: id, customClass: customClass, title: title, line: view.line, form: form)
      }
  }
}
