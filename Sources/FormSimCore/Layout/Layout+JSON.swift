/// A layout written back as the JSON a layout file holds, so a built-in form can be the starting
/// point of one's own (`formsim layouts --json long > form.json`).
extension Layout {
  public var json: JSONValue {
    var members: [(String, JSONValue)] = [("name", .string(name))]
    if let explicitContentHeight {
      members.append(("contentHeight", .number(explicitContentHeight)))
    }
    if let scrolledBy { members.append(("scrolledBy", .number(scrolledBy))) }
    if let captured {
      members.append(
        (
          "captured",
          .object([
            ("windowWidth", .number(captured.window.width)),
            ("windowHeight", .number(captured.window.height)),
            ("scrollView", Self.json(captured.scrollViewFrame)),
            ("insetTop", .number(captured.automaticInset.top)),
            ("insetBottom", .number(captured.automaticInset.bottom)),
          ])
        ))
    }
    members += chromeJSON
    let fields = fieldSpecs.map { spec -> JSONValue in
      var field: [(String, JSONValue)] = [("label", .string(spec.label))]
      if !spec.placeholder.isEmpty { field.append(("placeholder", .string(spec.placeholder))) }
      field.append(("kind", .string(spec.kind.rawValue)))
      if let frame = spec.frame { field.append(("frame", Self.json(frame))) }
      if let accessory = spec.inputAccessory {
        field.append(("inputAccessory", .string(accessory.rawValue)))
      }
      if spec.secure { field.append(("secure", .bool(true))) }
      if let keyboardType = spec.keyboardType {
        field.append(("keyboardType", .string(keyboardType)))
      }
      if spec.growsWithText { field.append(("growsWithText", .bool(true))) }
      if let maxHeight = spec.maxHeight { field.append(("maxHeight", .number(maxHeight))) }
      if let cell = spec.cell { field.append(("cell", Self.json(cell))) }
      return .object(field)
    }
    if keyboardDismissMode != .none {
      members.append(("keyboardDismissMode", .string(keyboardDismissMode.rawValue)))
    }
    if container != .scrollView {
      members.append(("container", .string(container.rawValue)))
    }
    members.append(("fields", .array(fields)))
    return .object(members)
  }
}

extension Layout {
  /// A frame or cell as the object a layout file writes: x, y, width, height.
  static func json(_ rect: Rect) -> JSONValue {
    .object([
      ("x", .number(rect.minX)), ("y", .number(rect.minY)),
      ("width", .number(rect.width)), ("height", .number(rect.height)),
    ])
  }

  /// The chrome keys that differ from a plain form, so plain layouts write exactly what they did.
  var chromeJSON: [(String, JSONValue)] {
    var members: [(String, JSONValue)] = []
    if chrome.navigationBar != .none {
      members.append(("navigationBar", .string(chrome.navigationBar.rawValue)))
    }
    if chrome.tabBar { members.append(("tabBar", .bool(true))) }
    if chrome.inputAccessory != .none {
      members.append(("inputAccessory", .string(chrome.inputAccessory.rawValue)))
    }
    if chrome.presentation != .fullScreen {
      members.append(("presentation", .string(chrome.presentation.rawValue)))
    }
    return members
  }
}
