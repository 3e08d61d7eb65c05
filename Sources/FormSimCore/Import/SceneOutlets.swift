/// The outlets a storyboard or xib scene connects, as the names `--bind` gives the simulated
/// screen: a view controller's `scrollView` outlet to its scroll view is `scroll`, an
/// `emailField` to the third field `field:3`, a `bottomConstraint` to the constraint between
/// the scroll view's bottom and its superview's `scroll.bottom` (`-scroll.bottom` when the
/// scroll view is its first item), a `heightConstraint` on the
/// content view `content.height` — what UIKit's nib loading connects when the scene loads.
enum SceneOutlets {
  /// Property → target word, for the outlets of `controller` whose destination FormSim
  /// simulates; the others are left out.
  static func targets(
    of controller: InterfaceBuilderNode, rootView: InterfaceBuilderNode, form: ImportedForm
  ) -> [String: String] {
    guard let connections = controller.child("connections") else { return [:] }
    var nodes: [String: (node: InterfaceBuilderNode, parent: InterfaceBuilderNode?)] = [:]
    index(rootView, parent: nil, into: &nodes)
    let scrollIDs = Set(
      nodes.values.filter { FormBuilder.scrollTags.contains($0.node.tag) }.compactMap {
        $0.node["id"]
      })
    var result: [String: String] = [:]
    for outlet in connections.children where outlet.tag == "outlet" {
      guard let property = outlet["property"], let destination = outlet["destination"],
        let (node, parent) = nodes[destination]
      else { continue }
      if let word = target(
        of: node, parent: parent, rootID: rootView["id"], scrollIDs: scrollIDs, nodes: nodes,
        form: form)
      {
        result[property] = word
      }
    }
    return result
  }

  /// The editing events of the form's text fields that the scene connects to a method (the
  /// controller's, or the first responder's, which is the controller here), in the file's
  /// order.
  static func actions(in rootView: InterfaceBuilderNode, form: ImportedForm) -> [FieldAction] {
    var nodes: [String: (node: InterfaceBuilderNode, parent: InterfaceBuilderNode?)] = [:]
    index(rootView, parent: nil, into: &nodes)
    return nodes.values.map(\.node).filter { $0.tag == "textField" || $0.tag == "textView" }
      .sorted { $0.line < $1.line }
      .flatMap { field -> [FieldAction] in
        guard let index = form.fieldLines.firstIndex(of: field.line),
          let connections = field.child("connections")
        else { return [] }
        return connections.children.compactMap { action in
          guard action.tag == "action", let selector = action["selector"],
            let event = action["eventType"].flatMap(FieldAction.Event.init(rawValue:))
          else { return nil }
          return FieldAction(field: index + 1, event: event, selector: selector)
        }
      }
  }

  private static func index(
    _ node: InterfaceBuilderNode, parent: InterfaceBuilderNode?,
    into nodes: inout [String: (node: InterfaceBuilderNode, parent: InterfaceBuilderNode?)]
  ) {
    if let id = node["id"] { nodes[id] = (node, parent) }
    for child in node.children {
      // `<subviews>` and `<constraints>` lists belong to the view that holds them.
      let wrapper = node.tag == "subviews" || node.tag == "constraints"
      index(child, parent: wrapper ? parent : node, into: &nodes)
    }
  }

  private static func target(
    of node: InterfaceBuilderNode, parent: InterfaceBuilderNode?, rootID: String?,
    scrollIDs: Set<String>,
    nodes: [String: (node: InterfaceBuilderNode, parent: InterfaceBuilderNode?)],
    form: ImportedForm
  ) -> String? {
    if node["id"] == rootID { return "root" }
    if FormBuilder.scrollTags.contains(node.tag) { return "scroll" }
    if node.tag == "textField" || node.tag == "textView" {
      return form.fieldLines.firstIndex(of: node.line).map { "field:\($0 + 1)" }
    }
    if node.tag == "view", let parent, parent["id"].map(scrollIDs.contains) == true {
      return "content"
    }
    guard node.tag == "constraint" else { return nil }
    // A constraint without a first item constrains the view that holds it.
    let first = node["firstItem"] ?? parent?["id"]
    let second = node["secondItem"]
    let attributes = [node["firstAttribute"], node["secondAttribute"]]
    if attributes.contains("bottom"),
      [first, second].contains(where: { $0.map(scrollIDs.contains) == true })
    {
      // `scrollView.bottom = superview.bottom + constant` has the scroll view first: a
      // negative constant lifts it, as `-scroll.bottom` reads.
      return first.map(scrollIDs.contains) == true ? "-scroll.bottom" : "scroll.bottom"
    }
    // The content view is the scroll view's child view.
    if node["firstAttribute"] == "height", second == nil, let first,
      nodes[first]?.node.tag == "view",
      nodes[first]?.parent?["id"].map(scrollIDs.contains) == true
    {
      return "content.height"
    }
    return nil
  }
}
