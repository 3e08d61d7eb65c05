/// A view-hierarchy dump as a form: the dump's views become the thin Interface Builder tree the
/// storyboard importer reads, so frames are added up, the scroll view chosen and the fields
/// ordered exactly as for a storyboard, and the window's size picks the device.
///
/// A `UITableView` that is a view controller's view — the dump's root, or the view UIKit's
/// containers put a presented or pushed controller's view in holds it directly — is taken for a
/// `UITableViewController`'s table: a plain view controller's view is a `UIView` with the table
/// inside it, a table-view controller's view is its table.
public enum ViewHierarchyDumpImport {
  /// UIKit classes and the Interface Builder element each stands for; every other view is a
  /// plain `view`, whose frame still counts.
  static let tags: [String: String] = [
    "UIScrollView": "scrollView", "UITableView": "tableView",
    "UICollectionView": "collectionView", "UITextField": "textField", "UITextView": "textView",
    "UITableViewCell": "tableViewCell",
  ]
  /// The views UIKit's container controllers and presentations place a controller's view in: a
  /// window's root transition view, a sheet's shadow view, a navigation or tab controller's
  /// wrapper.
  static let controllerViewHolders: Set<String> = [
    "UITransitionView", "UIDropShadowView", "UIViewControllerWrapperView",
  ]

  /// The one-scene document of `text`, a dump read from `file`.
  public static func document(_ text: String, file: String) throws(UserFileError)
    -> InterfaceBuilderDocument
  {
    guard let dump = ViewHierarchyDump.parse(text) else {
      throw UserFileError(
        file: file, path: "",
        message: "no line describes a view (`<UIView: 0x…; frame = (0 0; 375 667); …>`): not a"
          + " recursiveDescription dump")
    }
    var warnings = dump.skipped
    let root = node(dump.root, isControllerView: true, warnings: &warnings)
    let chrome = Chrome(
      navigationBar: navigationBar(in: dump.root), tabBar: contains("UITabBar", in: dump.root),
      inputAccessory: inputAccessory(in: dump.root), presentation: presentation(of: dump.root))
    let name = PathName.stem(of: file)
    var form = FormBuilder.form(rootView: root, name: name, chrome: chrome)
    // The content size the scroll view reported beats the lowest view inside it: a running
    // app's content can end below its last subview.
    if let frame = form.scrollViewFrame, !form.layout.fieldSpecs.isEmpty,
      let size = scrollView(at: frame, in: dump.root, origin: .zero)?.properties["contentSize"]
        .flatMap(self.size), size.height > 0
    {
      form.layout.explicitContentHeight = max(size.height, frame.height)
    }
    // Where the app was scrolled to when the dump was taken, past the top of its adjusted inset
    // (`contentOffset.y + adjustedContentInset.top`), is where the form starts.
    if let frame = form.scrollViewFrame, !form.layout.fieldSpecs.isEmpty,
      let view = scrollView(at: frame, in: dump.root, origin: .zero),
      let offset = view.properties["contentOffset"].flatMap(point)
    {
      let top = view.properties["adjustedContentInset"].flatMap(insetsTop) ?? 0
      let scrolled = offset.y + top
      if abs(scrolled) > 1e-9 { form.layout.scrolledBy = scrolled }
    }
    var scene = InterfaceBuilderScene(
      sceneID: "dump", title: name, line: dump.root.line, form: form)
    let document = InterfaceBuilderDocument(
      file: file, kind: .dump, deviceID: nil, scenes: [scene])
    if let device = document.device(for: scene),
      device.portraitSize != form.viewSize && device.portraitSize.transposed != form.viewSize
    {
      let size = "\(figure(form.viewSize.width))×\(figure(form.viewSize.height))"
      warnings.append(
        ImportWarning(
          line: dump.root.line,
          message: "no built-in device has a \(size) screen; simulated on the nearest,"
            + " \(device.name) (--device chooses another)"))
    }
    form.warnings = (warnings + form.warnings).sorted { $0.line < $1.line }
    // The frames added up, checked as a storyboard's are: a dump's numbers are each in
    // bounds, but many nested views can add up past any screen.
    try ImportedGeometry.check(form, file: file)
    scene.form = form
    return InterfaceBuilderDocument(file: file, kind: .dump, deviceID: nil, scenes: [scene])
  }

  /// The view as an Interface Builder element: its tag, `hidden`, `text` and `placeholder`, its
  /// frame as a `<rect key="frame">`, secure entry as its text input traits, and its subviews.
  /// A table that `isControllerView` is marked as a table-view controller's.
  static func node(
    _ view: ViewHierarchyDump.View, isControllerView: Bool = false,
    warnings: inout [ImportWarning]
  ) -> InterfaceBuilderNode {
    var attributes: [String: String] = [:]
    if isControllerView, tags[view.kind] == "tableView" {
      attributes[FormBuilder.tableViewControllerMark] = FormBuilder.tableViewControllerOwner
    }
    let properties = view.properties
    if properties["hidden"] == "YES" || properties["alpha"].flatMap(Double.init) == 0 {
      attributes["hidden"] = "YES"
    }
    for key in ["text", "placeholder"] {
      if let value = properties[key].map(unquoted), !value.isEmpty { attributes[key] = value }
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
    let holdsControllerView = controllerViewHolders.contains(view.kind)
    let subviews = view.children.map {
      node($0, isControllerView: holdsControllerView, warnings: &warnings)
    }
    if !subviews.isEmpty {
      children.append(InterfaceBuilderNode("subviews", line: view.line, children: subviews))
    }
    return InterfaceBuilderNode(
      tags[view.kind] ?? "view", attributes, line: view.line, children: children)
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

  /// `'Ada'` → `Ada`, with `\uXXXX` escapes decoded and a trailing `...` of a cut text kept.
  static func unquoted(_ value: String) -> String {
    var text = Substring(value)
    if text.hasPrefix("'") && text.hasSuffix("'") && text.count >= 2 {
      text = text.dropFirst().dropLast()
    }
    var result = ""
    var index = text.startIndex
    while index < text.endIndex {
      let rest = text[index...]
      if rest.hasPrefix("\\u"), rest.count >= 6,
        let code = UInt32(rest.dropFirst(2).prefix(4), radix: 16), let scalar = Unicode.Scalar(code)
      {
        result.unicodeScalars.append(scalar)
        index = text.index(index, offsetBy: 6)
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
