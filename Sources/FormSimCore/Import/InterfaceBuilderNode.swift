/// One element of an Interface Builder file, as written: the thin tree the importer parses into
/// before anything is interpreted.
///
/// Keeping the parse dumb (tag, attributes, children, line) lets the layout builder be a pure
/// function that tests feed literal trees, with no XML in sight.
public struct InterfaceBuilderNode: Sendable, Hashable {
  public var tag: String
  public var attributes: [String: String]
  public var children: [InterfaceBuilderNode]
  /// The line of the element's start tag, for warnings and errors; 0 when unknown.
  public var line: Int
  /// The text between the tags (a `<string key="text">`'s value); empty for most elements.
  public var text: String

  public init(
    _ tag: String, _ attributes: [String: String] = [:], line: Int = 0, text: String = "",
    children: [InterfaceBuilderNode] = []
  ) {
    self.tag = tag
    self.attributes = attributes
    self.children = children
    self.line = line
    self.text = text
  }

  public subscript(attribute: String) -> String? { attributes[attribute] }

  /// The same node with one attribute set.
  func with(attribute name: String, _ value: String) -> InterfaceBuilderNode {
    var copy = self
    copy.attributes[name] = value
    return copy
  }

  /// The first child with this tag and, when given, this `key` attribute.
  public func child(_ tag: String, key: String? = nil) -> InterfaceBuilderNode? {
    children.first { $0.tag == tag && (key == nil || $0["key"] == key) }
  }

  /// A `<rect key="frame">` child as a rectangle: where the view sits in its superview.
  public var frame: Rect? { child("rect", key: "frame").flatMap(Self.rect) }

  /// The views inside this one, in document order (`<subviews>`, or a table view's cells).
  public var subviews: [InterfaceBuilderNode] {
    child("subviews")?.children ?? []
  }

  /// A property that Interface Builder writes as an attribute, or as a `<string key=…>` child
  /// when it holds characters an attribute cannot (line breaks, long text).
  public func string(_ key: String) -> String? {
    if let value = attributes[key] { return value }
    return children.first { $0.tag == "string" && $0["key"] == key }?.text
  }

  static func rect(_ node: InterfaceBuilderNode) -> Rect? {
    guard let width = node.number("width"), let height = node.number("height") else {
      return nil
    }
    return Rect(x: node.number("x") ?? 0, y: node.number("y") ?? 0, width: width, height: height)
  }

  func number(_ name: String) -> Double? {
    attributes[name].flatMap(Double.init)
  }
}
