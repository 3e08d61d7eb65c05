import FormSimCore
import FormSimRender

/// What `formsim layouts --import FILE` prints: the scenes found and, for each form, its fields
/// with the frames, traits and lines the importer read, so a user can hold it against Xcode.
struct ImportSummaryWriter {
  var document: InterfaceBuilderDocument
  /// The scenes to detail: the one `--scene` names, or every scene.
  var scenes: [InterfaceBuilderScene]

  func text() -> String {
    let forms = document.formScenes.count
    var header = "\(document.file): \(document.kind.rawValue)"
    if let deviceID = document.deviceID { header += ", designed on \(deviceID)" }
    header +=
      ", \(document.scenes.count) scene\(document.scenes.count == 1 ? "" : "s"), "
      + "\(forms) with text fields"
    // Names, labels and ids come from the file: none may reach the terminal as a control.
    return header.escapingControlCharacters() + "\n" + scenes.map(section).joined()
  }

  private func section(_ scene: InterfaceBuilderScene) -> String {
    let form = scene.form
    guard scene.isForm else {
      return "\n" + "\(scene.name) (scene \(scene.sceneID))".escapingControlCharacters()
        + ": no text fields\n"
    }
    var text = "\n\(scene.summary.escapingControlCharacters())\n"
    let p = JSONValue.format
    var facts = ["view \(p(form.viewSize.width))×\(p(form.viewSize.height))"]
    if let device = document.device(for: scene) {
      // A view below the status bar reaches the screen it was captured in: that is exact too.
      let screen = form.layout.captured?.window ?? form.viewSize
      let exact =
        device.portraitSize == screen || device.portraitSize.transposed == screen
      facts.append("\(exact ? "device" : "nearest device") \(device.name)")
    }
    if let frame = form.scrollViewFrame {
      let view =
        switch form.layout.container {
        case .scrollView: "scroll view"
        case .tableView: "table view"
        case .tableViewController: "table-view controller's table"
        }
      facts.append(
        "\(view) x \(p(frame.minX)) y \(p(frame.minY)) w \(p(frame.width)) h \(p(frame.height))")
    } else {
      facts.append("no scroll view: a fixed view")
    }
    if let height = form.layout.explicitContentHeight {
      facts.append("content height \(p(height))")
    }
    if form.navigationBar != .none { facts.append("\(form.navigationBar.rawValue) navigation bar") }
    if form.tabBar { facts.append("tab bar") }
    if form.layout.chrome.presentation != .fullScreen {
      facts.append("presented as a \(form.layout.chrome.presentation.rawValue)")
    }
    text += "  " + facts.joined(separator: " · ") + "\n"
    // Labels come from apps in every language: pad by the columns a terminal gives them.
    var table = TextTable(
      ["#", "label", "kind", "x", "y", "width", "height", "traits", "line"],
      width: { DisplayWidth.of($0) })
    for (index, spec) in form.layout.fieldSpecs.enumerated() {
      let frame = spec.frame ?? .zero
      var traits: [String] = []
      if spec.secure { traits.append("secure") }
      if let keyboard = spec.keyboardType { traits.append(keyboard) }
      table.add(
        [
          "\(index + 1)", spec.label, spec.kind.rawValue, p(frame.minX), p(frame.minY),
          p(frame.width), p(frame.height), traits.isEmpty ? "—" : traits.joined(separator: ", "),
          form.fieldLines.indices.contains(index) ? "\(form.fieldLines[index])" : "—",
        ].map { $0.escapingControlCharacters() })
    }
    text += table.render().split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
    for warning in form.warnings {
      text += "  warning: \(warning)".escapingControlCharacters() + "\n"
    }
    return text
  }
}
