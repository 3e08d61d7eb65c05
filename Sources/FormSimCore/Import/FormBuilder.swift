/// Turns one scene's view tree into a form: a pure function from `InterfaceBuilderNode`s to a
/// `Layout`, with no XML and no files.
///
/// Interface Builder writes every frame relative to its superview. The builder adds them up to the
/// root view, picks the scroll view that holds the most text inputs, and expresses each input in
/// that scroll view's content coordinates (a scroll view's subviews are laid out from its content
/// origin, offset zero). Views without a frame of their own (`<subviews>`, a table's sections and
/// cells lists) are transparent. Inputs are ordered as IQKeyboardManager's toolbar orders them
/// "by position" (`IQNSArray+Sort.m`, `sortedArrayByPosition`): smaller minimum y first, then
/// smaller minimum x, ties in document order — here in content coordinates, so inputs in
/// different containers compare on one scale.
///
/// A chosen `tableView` makes the form a table (layout key `container`): a
/// `UITableViewController`'s when its element carries `tableViewControllerMark` (the storyboard's
/// `tableViewController` scenes and the dumps' controller tables set it), else a bare table.
/// Each input in a cell keeps the cell's frame (layout key `cell`).
public enum FormBuilder {
  /// Elements that hold text input, and the field kind each becomes.
  static let inputKinds: [String: FieldKind] = ["textField": .text, "textView": .multiline]
  /// UIScrollView and the subclasses forms live in.
  static let scrollTags: Set<String> = ["scrollView", "tableView", "collectionView"]
  /// Children that are not views, or views that are not laid out in place (prototype cells are
  /// templates; a navigation item's views live in the bar).
  static let skippedTags: Set<String> = [
    "constraints", "connections", "prototypes", "navigationItem", "toolbarItems", "variation",
    "userDefinedRuntimeAttributes", "gestureRecognizers", "viewLayoutGuide", "accessibility",
  ]
  /// The longest label taken from a field's text, which can be a paragraph.
  static let longestTextLabel = 40
  /// The attribute the importers put on a table that is a `UITableViewController`'s view: no
  /// Interface Builder attribute has a colon in its name.
  static let tableViewControllerMark = "formsim:owner"
  static let tableViewControllerOwner = "tableViewController"

  /// Builds the form whose root view is `rootView`; `name` becomes the layout's name and
  /// `chrome` its bars and presentation.
  public static func form(
    rootView: InterfaceBuilderNode, name: String, chrome: Chrome = .plain
  ) -> ImportedForm {
    let rootFrame = rootView.frame ?? Rect(x: 0, y: 0, width: 320, height: 480)
    var walk = Walk()
    var warnings: [ImportWarning] = []
    if rootFrame == Rect(x: 0, y: 0, width: 320, height: 480), rootView.frame == nil {
      warnings.append(
        ImportWarning(line: rootView.line, message: "the root view has no frame; assumed 320×480"))
    }
    let rootBounds = Rect(x: 0, y: 0, width: rootFrame.width, height: rootFrame.height)
    var scroll: Int?
    if scrollTags.contains(rootView.tag) {
      walk.scrolls.append(
        Walk.Scroll(
          node: rootView, frame: rootBounds, ambiguous: rootView["ambiguous"] == "YES"))
      scroll = 0
    }
    walk.visit(
      rootView, origin: .zero, scroll: scroll, ambiguous: rootView["ambiguous"] == "YES",
      hidden: false)

    // The scroll view holding the most inputs; the first in the file on a tie.
    var counts = Array(repeating: 0, count: walk.scrolls.count)
    for input in walk.inputs { if let index = input.scroll { counts[index] += 1 } }
    let chosen = counts.indices.max {
      counts[$0] < counts[$1] || (counts[$0] == counts[$1] && $0 > $1)
    }
    .flatMap { counts[$0] > 0 ? $0 : nil }

    let origin = chosen.map { walk.scrolls[$0].frame.origin } ?? .zero
    let container = chosen.map { Self.container(of: walk.scrolls[$0].node) } ?? .scrollView
    var kept: [(spec: Layout.FieldSpec, line: Int)] = []
    var outside = 0
    for input in walk.inputs {
      if let chosen, input.scroll != chosen {
        outside += 1
        continue
      }
      let label = label(of: input.node)
      if input.hidden {
        warnings.append(
          ImportWarning(line: input.node.line, message: "'\(label)' is hidden; left out"))
        continue
      }
      if input.ambiguous {
        warnings.append(
          ImportWarning(
            line: input.node.line,
            message:
              "'\(label)' has an ambiguous frame (ambiguous=\"YES\"); imported where "
              + "Interface Builder draws it"))
      }
      let frame = input.frame.offsetBy(dx: -origin.x, dy: -origin.y)
      let traits = input.node.child("textInputTraits", key: "textInputTraits")
      let keyboardType = traits?["keyboardType"].flatMap { $0 == "default" ? nil : $0 }
      let cell = container.isTable ? input.cell?.offsetBy(dx: -origin.x, dy: -origin.y) : nil
      kept.append(
        (
          Layout.FieldSpec(
            label: label, placeholder: input.node.string("placeholder") ?? "",
            kind: inputKinds[input.node.tag] ?? .text, frame: frame,
            secure: traits?["secureTextEntry"] == "YES", keyboardType: keyboardType, cell: cell),
          input.node.line
        ))
    }
    for node in walk.readOnly {
      let why =
        node.tag == "textView"
        ? "cannot be edited (editable=\"NO\")" : "is disabled (enabled=\"NO\")"
      warnings.append(
        ImportWarning(
          line: node.line,
          message: "'\(label(of: node))' \(why): it never takes the keyboard, so it is no field"))
    }
    for line in walk.placedTables {
      warnings.append(
        ImportWarning(
          line: line,
          message:
            "the table's cells have no frames in this file (an older Xcode's format); they are "
            + "stacked by row height and section header and footer heights"))
    }
    if outside > 0 {
      warnings.append(
        ImportWarning(
          line: chosen.map { walk.scrolls[$0].node.line } ?? 0,
          message:
            "\(outside) text input\(outside == 1 ? "" : "s") outside the scroll view left out"))
    }
    kept = stableSorted(kept) { lhs, rhs in
      let a = lhs.spec.frame ?? .zero
      let b = rhs.spec.frame ?? .zero
      return a.minY != b.minY ? a.minY < b.minY : a.minX < b.minX
    }
    for index in kept.indices where kept[index].spec.label.isEmpty {
      kept[index].spec.label = "Field \(index + 1)"
    }

    let contentHeight: Double
    var scrollFrame: Rect?
    if let chosen {
      let scroll = walk.scrolls[chosen]
      scrollFrame = scroll.frame
      contentHeight = max(scroll.frame.height, scroll.contentExtent)
      if scroll.ambiguous {
        warnings.append(
          ImportWarning(
            line: scroll.node.line,
            message:
              "the scroll view has an ambiguous frame (ambiguous=\"YES\"); imported where "
              + "Interface Builder draws it"))
      }
    } else {
      contentHeight = rootFrame.height
    }
    let layout = Layout(
      name: name, fields: kept.map(\.spec), contentHeight: kept.isEmpty ? nil : contentHeight,
      chrome: chrome, container: container)
    return ImportedForm(
      layout: layout, fieldLines: kept.map(\.line), scrollViewFrame: scrollFrame,
      viewSize: rootFrame.size, warnings: warnings.sorted { $0.line < $1.line })
  }

  /// What a chosen scroll view is: a table-view controller's table, a bare table, or a scroll
  /// view (a collection view included).
  static func container(of scroll: InterfaceBuilderNode) -> ScrollContainer {
    guard scroll.tag == "tableView" else { return .scrollView }
    return scroll[tableViewControllerMark] == tableViewControllerOwner
      ? .tableViewController : .tableView
  }

  /// The field's label: its placeholder, else its accessibility label, else its text (first line,
  /// shortened), else empty for the caller to number.
  static func label(of node: InterfaceBuilderNode) -> String {
    if let placeholder = node.string("placeholder"), !placeholder.isEmpty { return placeholder }
    if let accessibility = node.child("accessibility")?.string("label"), !accessibility.isEmpty {
      return accessibility
    }
    if let text = node.string("text") {
      let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
      let trimmed = line.trimmingBlanks()
      if trimmed.count > longestTextLabel {
        return String(trimmed.prefix(longestTextLabel - 1)) + "…"
      }
      return trimmed
    }
    return ""
  }

  private static func stableSorted<T>(_ items: [T], by less: (T, T) -> Bool) -> [T] {
    items.enumerated().sorted { lhs, rhs in
      if less(lhs.element, rhs.element) { return true }
      if less(rhs.element, lhs.element) { return false }
      return lhs.offset < rhs.offset
    }.map(\.element)
  }

  /// One pass over a view tree, collecting inputs and scroll views with frames in the root view.
  struct Walk {
    struct Input {
      var node: InterfaceBuilderNode
      var frame: Rect
      /// The innermost scroll view around the input, by index into `scrolls`.
      var scroll: Int?
      var ambiguous: Bool
      var hidden: Bool
      /// The frame in the root view of the table-view cell around the input, inside that scroll
      /// view, if any.
      var cell: Rect?
    }

    struct Scroll {
      var node: InterfaceBuilderNode
      var frame: Rect
      var ambiguous: Bool
      /// The bottom of the lowest view inside, in content coordinates.
      var contentExtent = 0.0
    }

    var inputs: [Input] = []
    var scrolls: [Scroll] = []
    /// The line of a table whose cells had no frames and were placed by row height.
    var placedTables: [Int] = []
    /// Text views and fields no one can type into (`editable="NO"`, `enabled="NO"`), which
    /// never take the keyboard: text on the screen, not inputs; by node.
    var readOnly: [InterfaceBuilderNode] = []

    /// A text view Interface Builder marks not editable (a label drawn as a text view), or a
    /// text field it marks disabled.
    static func isReadOnly(_ node: InterfaceBuilderNode) -> Bool {
      node.tag == "textView" ? node["editable"] == "NO" : node["enabled"] == "NO"
    }

    mutating func visit(
      _ node: InterfaceBuilderNode, origin: Point, scroll: Int?, ambiguous: Bool, hidden: Bool,
      cell: Rect? = nil
    ) {
      var node = node
      if node.tag == "tableView" {
        let placement = TableCellPlacement.place(node)
        node = placement.table
        if placement.placed { placedTables.append(node.line) }
      }
      for child in node.children where !FormBuilder.skippedTags.contains(child.tag) {
        guard let frame = child.frame, child.tag != "rect" else {
          visit(
            child, origin: origin, scroll: scroll, ambiguous: ambiguous, hidden: hidden, cell: cell)
          continue
        }
        let absolute = frame.offsetBy(dx: origin.x, dy: origin.y)
        let isAmbiguous = ambiguous || child["ambiguous"] == "YES"
        let isHidden = hidden || child["hidden"] == "YES"
        if let scroll {
          let top = scrolls[scroll].frame.origin
          scrolls[scroll].contentExtent = max(scrolls[scroll].contentExtent, absolute.maxY - top.y)
        }
        if FormBuilder.inputKinds[child.tag] != nil, Self.isReadOnly(child) {
          readOnly.append(child)
          continue
        }
        if FormBuilder.inputKinds[child.tag] != nil {
          inputs.append(
            Input(
              node: child, frame: absolute, scroll: scroll, ambiguous: isAmbiguous,
              hidden: isHidden, cell: cell))
          continue
        }
        var inner = scroll
        var innerCell = child.tag == "tableViewCell" ? absolute : cell
        if FormBuilder.scrollTags.contains(child.tag) {
          scrolls.append(Scroll(node: child, frame: absolute, ambiguous: isAmbiguous))
          inner = scrolls.count - 1
          innerCell = nil
        }
        visit(
          child, origin: absolute.origin, scroll: inner, ambiguous: isAmbiguous, hidden: isHidden,
          cell: innerCell)
      }
    }
  }
}
