/// A view-hierarchy dump as a form: the dump's views become the thin Interface Builder tree the
/// storyboard importer reads, so frames are added up, the scroll view chosen and the fields
/// ordered exactly as for a storyboard, and the window's size picks the device.
///
/// A `UITableView` that is a view controller's view — the dump's root, or the view UIKit's
/// containers put a presented or pushed controller's view in holds it directly — is taken for a
/// `UITableViewController`'s table: a plain view controller's view is a `UIView` with the table
/// inside it, a table-view controller's view is its table.
public enum ViewHierarchyDumpImport {
  /// UIKit classes and the Interface Builder element each stands for; text inputs are
  /// `ViewHierarchyDumpInputs`'s to say, and every other view is a plain `view`, whose frame
  /// still counts.
  static let tags: [String: String] = [
    "UIScrollView": "scrollView", "UITableView": "tableView",
    "UICollectionView": "collectionView", "UITableViewCell": "tableViewCell",
  ]
  /// The views UIKit's container controllers and presentations place a controller's view in: a
  /// window's root transition view, a sheet's shadow view, a navigation or tab controller's
  /// wrapper.
  static let controllerViewHolders: Set<String> = [
    "UITransitionView", "UIDropShadowView", "UIViewControllerWrapperView",
  ]

  /// The document of `text`, a dump read from `file`: a scene for each hierarchy in it.
  public static func document(_ text: String, file: String) throws(UserFileError)
    -> InterfaceBuilderDocument
  {
    let parsed: ViewHierarchyDump?
    do {
      parsed = try ViewHierarchyDump.parse(text)
    } catch {
      throw UserFileError(file: file, path: "line \(error.line)", message: error.message)
    }
    guard let dump = parsed else {
      throw UserFileError(
        file: file, path: "",
        message: "no line describes a view (`<UIView: 0x…; frame = (0 0; 375 667); …>`): not a"
          + " recursiveDescription dump")
    }
    guard !dump.hierarchies.isEmpty else {
      let lines = dump.loneLines.prefix(3).map(String.init).joined(separator: ", ")
      throw UserFileError(
        file: file, path: "line \(dump.loneLines[0])",
        message: "only one-line objects (line\(dump.loneLines.count == 1 ? "" : "s") \(lines)), no"
          + " view with subviews under it: paste"
          + " the whole output of recursiveDescription")
    }
    let name = PathName.stem(of: file)
    var scenes: [InterfaceBuilderScene] = []
    for (index, root) in dump.hierarchies.enumerated() {
      // The lines passed over belong to the first scene, where a reader looks for them.
      let warnings = index == 0 ? dump.skipped : []
      let title = dump.hierarchies.count == 1 ? name : "\(name) at line \(root.line)"
      scenes.append(try scene(root, title: title, warnings: warnings, file: file))
    }
    return InterfaceBuilderDocument(file: file, kind: .dump, deviceID: nil, scenes: scenes)
  }

  /// One hierarchy as a scene: its scene ID is `line-N`, N the line of its top view; its custom
  /// class is that view's class, so `--scene` can name either.
  static func scene(
    _ root: ViewHierarchyDump.View, title: String, warnings skipped: [ImportWarning],
    file: String
  ) throws(UserFileError) -> InterfaceBuilderScene {
    var warnings = skipped
    let rootNode = try node(root, warnings: &warnings, file: file)
    let chrome = Chrome(
      navigationBar: navigationBar(in: root), tabBar: contains("UITabBar", in: root),
      inputAccessory: inputAccessory(in: root), presentation: presentation(of: root))
    var form = FormBuilder.form(rootView: rootNode, name: title, chrome: chrome)
    // The content size the scroll view reported beats the lowest view inside it: a running
    // app's content can end below its last subview.
    if let frame = form.scrollViewFrame, !form.layout.fieldSpecs.isEmpty,
      let size = scrollView(at: frame, in: root, origin: .zero)?.properties["contentSize"]
        .flatMap(self.size), size.height > 0
    {
      form.layout.explicitContentHeight = max(size.height, frame.height)
    }
    // Where the app was scrolled to when the dump was taken, past the top of its adjusted inset
    // (`contentOffset.y + adjustedContentInset.top`), is where the form starts.
    if let frame = form.scrollViewFrame, !form.layout.fieldSpecs.isEmpty,
      let view = scrollView(at: frame, in: root, origin: .zero),
      let offset = view.properties["contentOffset"].flatMap(point)
    {
      let top = view.properties["adjustedContentInset"].flatMap(insetsTop) ?? 0
      let scrolled = offset.y + top
      if abs(scrolled) > 1e-9 { form.layout.scrolledBy = scrolled }
    }
    var scene = InterfaceBuilderScene(
      sceneID: "line-\(root.line)", customClass: root.className, title: title, line: root.line,
      form: form)
    // A controller's view dumped on its own below the status bar (iOS 6, (0 20; 320 460)) is
    // no screen, but it reaches one's edges: that screen is the device.
    if scene.isForm, let reached = screenReached(by: root) { scene.device = reached }
    let document = InterfaceBuilderDocument(
      file: file, kind: .dump, deviceID: nil, scenes: [scene])
    if scene.isForm, scene.device == nil, let nearest = document.device(for: scene),
      nearest.portraitSize != form.viewSize && nearest.portraitSize.transposed != form.viewSize
    {
      let size = "\(figure(form.viewSize.width))×\(figure(form.viewSize.height))"
      if let own = ViewHierarchyDumpDevice.profile(
        size: form.viewSize, root: root, scrollView: form.scrollViewFrame, nearest: nearest)
      {
        scene.device = own
        warnings.append(
          ImportWarning(
            line: root.line,
            message: "no built-in device has a \(size) screen; simulated on it with the dump's"
              + " safe area (top \(figure(own.statusBarPortrait)), bottom"
              + " \(figure(own.bottomSafeAreaPortrait))) and the keyboard of the nearest,"
              + " \(nearest.name) (--device chooses another)"))
      } else {
        warnings.append(
          ImportWarning(
            line: root.line,
            message: "no built-in device has a \(size) screen; simulated on the nearest,"
              + " \(nearest.name) (--device chooses another)"))
      }
    }
    if scene.isForm, let device = scene.device ?? document.device(for: scene) {
      form.layout.captured = captured(form, root: root, screen: device.portraitSize)
    }
    form.warnings = (warnings + form.warnings).sorted { $0.line < $1.line }
    // The frames added up, checked as a storyboard's are: a dump's numbers are each in
    // bounds, but many nested views can add up past any screen.
    try ImportedGeometry.check(form, file: file)
    scene.form = form
    return scene
  }

  /// The hierarchy as Interface Builder elements, built bottom-up on a stack of its own (a
  /// view's element is made once all its subviews' are), never by recursion.
  static func node(
    _ root: ViewHierarchyDump.View, warnings: inout [ImportWarning], file: String
  ) throws(UserFileError) -> InterfaceBuilderNode {
    struct Pending {
      var view: ViewHierarchyDump.View
      var isControllerView: Bool
      var next = 0
      var built: [InterfaceBuilderNode] = []
    }
    var stack = [Pending(view: root, isControllerView: true)]
    while true {
      let top = stack.count - 1
      if stack[top].next < stack[top].view.children.count {
        let child = stack[top].view.children[stack[top].next]
        stack[top].next += 1
        let holds = controllerViewHolders.contains(stack[top].view.kind)
        stack.append(Pending(view: child, isControllerView: holds))
        continue
      }
      let done = stack.removeLast()
      let built = try element(
        done.view, isControllerView: done.isControllerView, subviews: done.built,
        warnings: &warnings, file: file)
      guard !stack.isEmpty else { return built }
      stack[stack.count - 1].built.append(built)
    }
  }

  /// The built-in device whose screen the top view reaches the edges of from an origin of its
  /// own, or `nil` when its origin is the window's (its size alone picks the device) or it
  /// reaches no screen's edges.
  static func screenReached(by root: ViewHierarchyDump.View) -> DeviceProfile? {
    guard let top = root.properties["frame"].flatMap(rect), top.origin != .zero,
      top.minX >= 0, top.minY >= 0
    else { return nil }
    let extent = Size(width: top.maxX, height: top.maxY)
    return DeviceProfile.all.first {
      $0.portraitSize == extent || $0.portraitSize.transposed == extent
    }
  }

  /// Where the dump had its form in the window: the scroll view's frame added up from the top
  /// view's own origin, with the inset it reported (`adjustedContentInset`), or for a form that
  /// does not scroll the top view's frame and no inset. `nil` when the top view does not reach a
  /// screen's edges (a search bar dumped on its own): its frames say nothing of the window.
  static func captured(_ form: ImportedForm, root: ViewHierarchyDump.View, screen: Size)
    -> CapturedPlacement?
  {
    guard let top = root.properties["frame"].flatMap(rect), top.minX >= 0, top.minY >= 0
    else { return nil }
    let extent = Size(width: top.maxX, height: top.maxY)
    let window = [screen, screen.transposed].first {
      abs($0.width - extent.width) < 0.5 && abs($0.height - extent.height) < 0.5
    }
    guard let window else { return nil }
    guard let frame = form.scrollViewFrame else {
      return CapturedPlacement(window: window, scrollViewFrame: top)
    }
    var inset = EdgeInsets.zero
    if let view = scrollView(at: frame, in: root, origin: .zero),
      let numbers = view.properties["adjustedContentInset"].flatMap({ numbers($0, count: 4) })
    {
      inset = EdgeInsets(top: numbers[0], bottom: numbers[2])
    }
    return CapturedPlacement(
      window: window, scrollViewFrame: frame.offsetBy(dx: top.minX, dy: top.minY),
      automaticInset: inset)
  }

  /// The view as an Interface Builder element: its tag, `hidden`, `text` and `placeholder`, its
  /// frame as a `<rect key="frame">`, secure entry as its text input traits, and its subviews.
  /// A table that `isControllerView` is marked as a table-view controller's. A text input whose
  /// frame cannot be used is refused at its line: it would be no field at all.
  static func element(
    _ view: ViewHierarchyDump.View, isControllerView: Bool, subviews: [InterfaceBuilderNode],
    warnings: inout [ImportWarning], file: String
  ) throws(UserFileError) -> InterfaceBuilderNode {
    var attributes: [String: String] = [:]
    let inputTag = ViewHierarchyDumpInputs.tag(of: view)
    // A field's own scroll view (its field editor) is no scroll view of the form.
    let tag =
      inputTag
      ?? (ViewHierarchyDumpInputs.textFieldParts.contains(view.className)
        ? "view" : tags[view.kind] ?? "view")
    if isControllerView, tag == "tableView" {
      attributes[FormBuilder.tableViewControllerMark] = FormBuilder.tableViewControllerOwner
    }
    let properties = view.properties
    if properties["hidden"] == "YES" || properties["alpha"].flatMap(Double.init) == 0 {
      attributes["hidden"] = "YES"
    }
    for key in ["text", "placeholder"] {
      if let value = properties[key].map(unquoted), !value.isEmpty { attributes[key] = value }
    }
    if inputTag == "textField", attributes["placeholder"] == nil,
      let label = ViewHierarchyDumpInputs.childPlaceholder(of: view).map(unquoted), !label.isEmpty
    {
      attributes["placeholder"] = label
    }
    var children: [InterfaceBuilderNode] = []
    if let text = properties["frame"] {
      if let frame = rect(text) {
        children.append(
          InterfaceBuilderNode(
            "rect",
            [
              "key": "frame", "x": figure(frame.minX), "y": figure(frame.minY),
              "width": figure(frame.width), "height": figure(frame.height),
            ], line: view.line))
      } else if inputTag != nil {
        let largest = Int(LayoutParser.largestCoordinate)
        throw UserFileError(
          file: file, path: "line \(view.line)",
          message:
            "the \(view.className)'s frame '\(text.escapingControlCharacters())' is not four"
            + " finite numbers within ±\(largest) points (the size not negative), so the field"
            + " has no place")
      } else {
        warnings.append(
          ImportWarning(
            line: view.line,
            message: "frame '\(text)' is not four finite numbers; the view is taken as frameless"))
      }
    }
    if properties["secureTextEntry"] == "YES" {
      children.append(
        InterfaceBuilderNode(
          "textInputTraits", ["key": "textInputTraits", "secureTextEntry": "YES"], line: view.line))
    }
    if !subviews.isEmpty {
      children.append(InterfaceBuilderNode("subviews", line: view.line, children: subviews))
    }
    return InterfaceBuilderNode(tag, attributes, line: view.line, children: children)
  }

  /// `(20 40.5; 335 34)`: origin and size, in points; `nil` unless four finite numbers within a
  /// layout file's bounds, the size not negative.
  static func rect(_ text: String) -> Rect? {
    let numbers = text.split { "(); ".contains($0) }.compactMap { DecimalNumber.parse($0) }
    guard numbers.count == 4,
      numbers.allSatisfy({ $0.isFinite && abs($0) <= LayoutParser.largestCoordinate }),
      numbers[2] >= 0, numbers[3] >= 0
    else { return nil }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// `'Ada'` → `Ada`, with the escapes a description prints decoded (`\u00e9`, `\xa0`,
  /// `\U0001F600`, `\n`, `\t`, `\'`, `\\`) and a trailing `...` of a cut text kept.
  static func unquoted(_ value: String) -> String {
    var text = Substring(value)
    if text.hasPrefix("'") && text.hasSuffix("'") && text.count >= 2 {
      text = text.dropFirst().dropLast()
    }
    var result = ""
    var index = text.startIndex
    while index < text.endIndex {
      let rest = text[index...]
      guard rest.first == "\\", rest.count >= 2 else {
        result.append(text[index])
        index = text.index(after: index)
        continue
      }
      let letter = rest[rest.index(after: rest.startIndex)]
      let digits = (["u": 4, "U": 8, "x": 2] as [Character: Int])[letter]
      if let digits, rest.count >= 2 + digits,
        let code = UInt32(rest.dropFirst(2).prefix(digits), radix: 16),
        let scalar = Unicode.Scalar(code)
      {
        result.unicodeScalars.append(scalar)
        index = text.index(index, offsetBy: 2 + digits)
        continue
      }
      let simple: [Character: Character] = [
        "n": "\n", "t": "\t", "r": "\r", "'": "'", "\"": "\"", "\\": "\\",
      ]
      if let decoded = simple[letter] {
        result.append(decoded)
        index = text.index(index, offsetBy: 2)
      } else {
        result.append(text[index])
        index = text.index(after: index)
      }
    }
    return result
  }

  /// The top of `{91, 0, 34, 0}`, an inset's four numbers; `nil` unless they are four finite
  /// numbers.
  static func insetsTop(_ text: String) -> Double? {
    numbers(text, count: 4)?[0]
  }

  /// The `count` finite numbers of a `{…}` value; `nil` unless there are exactly that many.
  static func numbers(_ text: String, count: Int) -> [Double]? {
    let numbers = text.split { "{}, ".contains($0) }.compactMap { DecimalNumber.parse($0) }
    guard numbers.count == count, numbers.allSatisfy(\.isFinite) else { return nil }
    return numbers
  }

  /// `{0, -64}`: a point; `nil` unless two finite numbers.
  static func point(_ text: String) -> Point? {
    size(text).map { Point(x: $0.width, y: $0.height) }
  }

  /// The views UIKit hosts the keyboard and its input accessory in, in a dump that reaches them
  /// (the text-effects or remote-keyboard window, or its input-set views).
  static let keyboardHosts = [
    "UIInputSetHostView", "UIInputSetContainerView", "UITextEffectsWindow",
    "UIRemoteKeyboardWindow",
  ]

  /// A `UIToolbar` where UIKit hosts the keyboard is an input accessory riding on it; a toolbar
  /// anywhere else is the app's own.
  static func inputAccessory(in root: ViewHierarchyDump.View) -> InputAccessory {
    for host in keyboardHosts {
      if let view = first(host, in: root), contains("UIToolbar", in: view) { return .toolbar }
    }
    return .none
  }

  /// How the dump's controller was presented. A presented controller's view sits in a
  /// `UIDropShadowView`: one as large as the window is a full-screen presentation, one narrower
  /// than an iPad-wide window a form sheet's card, one that starts below the window's top a page
  /// sheet's card.
  static func presentation(of root: ViewHierarchyDump.View) -> Presentation {
    guard let card = first("UIDropShadowView", in: root),
      let window = root.properties["frame"].flatMap(rect),
      let frame = card.properties["frame"].flatMap(rect)
    else { return .fullScreen }
    if window.width >= 600 && frame.width < window.width { return .formSheet }
    if frame.minY > 0 && frame.height < window.height { return .pageSheet }
    return .fullScreen
  }

  /// `{375, 640.5}`: a size; `nil` unless two finite numbers.
  static func size(_ text: String) -> Size? {
    numbers(text, count: 2).map { Size(width: $0[0], height: $0[1]) }
  }

  /// The scroll view whose frame in the root's coordinates is `frame`.
  static func scrollView(at frame: Rect, in view: ViewHierarchyDump.View, origin: Point)
    -> ViewHierarchyDump.View?
  {
    for child in view.children {
      guard let own = child.properties["frame"].flatMap(rect) else { continue }
      let absolute = own.offsetBy(dx: origin.x, dy: origin.y)
      if tags[child.kind] == "scrollView" || tags[child.kind] == "tableView"
        || tags[child.kind] == "collectionView", absolute == frame
      {
        return child
      }
      if let found = scrollView(at: frame, in: child, origin: absolute.origin) { return found }
    }
    return nil
  }

  /// The bar a visible `UINavigationBar` stands for: large titles make it 96 pt or taller.
  static func navigationBar(in view: ViewHierarchyDump.View) -> NavigationBarStyle {
    guard let bar = first("UINavigationBar", in: view) else { return .none }
    let height = bar.properties["frame"].flatMap(rect)?.height ?? 44
    return height >= 90 ? .large : .standard
  }

  static func contains(_ kind: String, in view: ViewHierarchyDump.View) -> Bool {
    first(kind, in: view) != nil
  }

  /// The first visible view of `kind`, depth first.
  static func first(_ kind: String, in view: ViewHierarchyDump.View) -> ViewHierarchyDump.View? {
    if view.properties["hidden"] == "YES" { return nil }
    if view.kind == kind { return view }
    for child in view.children {
      if let found = first(kind, in: child) { return found }
    }
    return nil
  }
}
