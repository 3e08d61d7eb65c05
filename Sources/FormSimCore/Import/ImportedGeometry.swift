/// The numbers of an Interface Builder file checked as a layout file's are: decimal, finite and
/// within the coordinates a form can have, before anything adds them up.
///
/// `Double(_:)` reads `nan`, `inf`, `1e309` and `0x10`, and a frame made of them reached the
/// renderer and the strategies, which convert points to cells and trapped. A file is refused at
/// the attribute, with its line.
enum ImportedGeometry {
  /// The attributes of a `<rect>` that place a view.
  static let rectAttributes = ["x", "y", "width", "height"]
  /// Table attributes that place cells when the file has no cell frames.
  static let tableAttributes = ["rowHeight", "sectionHeaderHeight", "sectionFooterHeight"]

  static func check(_ root: InterfaceBuilderNode, file: String) throws(UserFileError) {
    var stack = [root]
    while let node = stack.popLast() {
      let names = node.tag == "rect" ? rectAttributes : tableAttributes
      for name in names {
        guard let text = node[name] else { continue }
        try checkNumber(text, name: name, node: node, file: file)
      }
      stack += node.children
    }
  }

  private static func checkNumber(
    _ text: String, name: String, node: InterfaceBuilderNode, file: String
  ) throws(UserFileError) {
    let largest = LayoutParser.largestCoordinate
    let key = node["key"].map { " key=\"\($0.escapingControlCharacters())\"" } ?? ""
    let element = "<\(node.tag)\(key)> \(name)=\"\(text.escapingControlCharacters())\""
    guard let value = DecimalNumber.parse(text) else {
      throw UserFileError(
        file: file, path: "line \(max(node.line, 1))",
        message: "\(element): must be a finite decimal number of points")
    }
    let isSize = name != "x" && name != "y"
    if tableAttributes.contains(name), value == TableCellPlacement.automaticHeight { return }
    guard abs(value) <= largest, !isSize || value >= 0 else {
      throw UserFileError(
        file: file, path: "line \(max(node.line, 1))",
        message:
          "\(element): must be between \(isSize ? "0" : "-\(Int(largest))") and \(Int(largest))")
    }
  }

  /// The fields of a built form, whose frames are sums of checked numbers: each must still sit
  /// within the coordinates a layout file may give.
  static func check(_ form: ImportedForm, file: String) throws(UserFileError) {
    let largest = LayoutParser.largestCoordinate
    if let height = form.layout.explicitContentHeight, !(height <= largest) {
      throw UserFileError(
        file: file, path: "line \(max(form.fieldLines.first ?? 1, 1))",
        message:
          "the scroll view's content reaches beyond \(Int(largest)) points once its views' frames"
          + " are added; check their frames")
    }
    for (index, spec) in form.layout.fieldSpecs.enumerated() {
      guard let frame = spec.frame else { continue }
      let edges = [frame.minX, frame.minY, frame.maxX, frame.maxY]
      guard edges.allSatisfy({ abs($0) <= largest }) else {
        let line = index < form.fieldLines.count ? form.fieldLines[index] : 0
        throw UserFileError(
          file: file, path: "line \(max(line, 1))",
          message:
            "'\(spec.label.escapingControlCharacters())' ends up beyond ±\(Int(largest)) points"
            + " once its superviews' frames are added; check their frames")
      }
    }
  }
}
