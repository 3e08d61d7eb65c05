#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads layout JSON with messages that point at the exact key to fix.
public enum LayoutParser {
  static let topLevelKeys =
    [
      "name", "contentHeight", "scrolledBy", "captured", "fields", "keyboardDismissMode",
      "container",
    ]
    + chromeKeys
  static let fieldKeys = [
    "label", "placeholder", "kind", "frame", "inputAccessory", "secure", "keyboardType",
    "growsWithText", "maxHeight", "cell",
  ]
  static let frameKeys = ["x", "y", "width", "height"]
  /// Enough for any real form, and a bound on what a hostile file can make FormSim do.
  public static let maximumFields = 100_000

  /// Loads a built-in layout by name, or a file by path: layout JSON, or a storyboard or xib
  /// with one form scene (`LayoutSource.load` chooses among several and keeps the warnings).
  public static func load(_ nameOrPath: String) throws(UserFileError) -> Layout {
    if let builtIn = Layout.builtIn(named: nameOrPath) { return builtIn }
    if InterfaceBuilderImport.handles(nameOrPath) {
      return try InterfaceBuilderImport.load(nameOrPath).form(scene: nil).form.layout
    }
    return try loadFile(nameOrPath).layout
  }

  /// Reads a layout JSON file, with the line of each field.
  static func loadFile(_ path: String) throws(UserFileError) -> (layout: Layout, fieldLines: [Int])
  {
    let data = try UserFile.read(
      path,
      missing: "no such file, and not a built-in layout (built-ins: "
        + Layout.builtIn.map(\.name).joined(separator: ", ") + ")",
      directory: "is a directory, not a layout file",
      unreadable: "cannot be read (check permissions)")
    return try parseRecordingLines(data, file: path)
  }

  /// Parses layout JSON; `file` names the source in error messages.
  public static func parse(_ data: Data, file: String) throws(UserFileError) -> Layout {
    try parseRecordingLines(data, file: file).layout
  }

  /// Parses layout JSON and says on which line each field's object starts, for reports that
  /// point into the file.
  public static func parseRecordingLines(_ data: Data, file: String) throws(UserFileError)
    -> (layout: Layout, fieldLines: [Int])
  {
    let root: JSONValue
    let lines: [String: [Int]]
    do {
      (root, lines) = try JSONParser.parseRecordingLines(bytes: Array(data))
    } catch {
      throw UserFileError(file: file, path: "", message: "not valid JSON: \(error)")
    }
    return (try layout(from: root, file: file), lines["fields"] ?? [])
  }

  static func layout(from root: JSONValue, file: String) throws(UserFileError) -> Layout {
    guard case .object = root else {
      throw UserFileError(
        file: file, path: "",
        message: "must be a JSON object with a \"fields\" array, not \(root.typeName)")
    }
    try rejectUnknownKeys(root, allowed: topLevelKeys, path: "", file: file)

    let name =
      try string(root["name"], path: "name", file: file)
      ?? PathName.last(of: file)
    var contentHeight: Double?
    if let raw = root["contentHeight"] {
      contentHeight = try positiveNumber(raw, path: "contentHeight", file: file)
    }
    var dismissMode = KeyboardDismissMode.none
    if let rawMode = try string(
      root["keyboardDismissMode"], path: "keyboardDismissMode", file: file)
    {
      guard let mode = KeyboardDismissMode(rawValue: rawMode) else {
        let modes = KeyboardDismissMode.allCases.map { "\"\($0.rawValue)\"" }
        throw UserFileError(
          file: file, path: "keyboardDismissMode",
          message: "must be \(modes.joined(separator: ", ")), not \"\(rawMode)\"")
      }
      dismissMode = mode
    }
    let container =
      try choice(root["container"], as: ScrollContainer.self, path: "container", file: file)
      ?? .scrollView
    guard let rawFields = root["fields"] else {
      throw UserFileError(file: file, path: "fields", message: "is missing (a list of fields)")
    }
    guard case .array(let fieldList) = rawFields else {
      throw UserFileError(
        file: file, path: "fields", message: "must be an array of fields, not \(rawFields.typeName)"
      )
    }
    guard !fieldList.isEmpty else {
      throw UserFileError(file: file, path: "fields", message: "must hold at least one field")
    }
    guard fieldList.count <= maximumFields else {
      throw UserFileError(
        file: file, path: "fields",
        message: "has \(fieldList.count) fields; at most \(maximumFields) are supported")
    }
    var specs: [Layout.FieldSpec] = []
    specs.reserveCapacity(fieldList.count)
    for (index, rawField) in fieldList.enumerated() {
      specs.append(try field(rawField, index: index, container: container, file: file))
    }
    let chrome = try chrome(root, file: file)
    var layout = Layout(
      name: name, fields: specs, contentHeight: contentHeight, chrome: chrome,
      keyboardDismissMode: dismissMode, container: container)
    if let raw = root["scrolledBy"] {
      layout.scrolledBy = try number(raw, path: "scrolledBy", file: file)
    }
    if let raw = root["captured"] { layout.captured = try captured(raw, file: file) }
    return layout
  }

  static let capturedKeys = [
    "windowWidth", "windowHeight", "scrollView", "insetTop", "insetBottom",
  ]

  /// Where a captured screen had its scroll view: the window it was captured in, the scroll
  /// view's frame in it, and the inset it added by itself (0 when left out).
  private static func captured(_ raw: JSONValue, file: String) throws(UserFileError)
    -> CapturedPlacement
  {
    guard case .object = raw else {
      throw UserFileError(
        file: file, path: "captured",
        message: "must be an object with windowWidth, windowHeight and scrollView, not"
          + " \(raw.typeName)")
    }
    try rejectUnknownKeys(raw, allowed: capturedKeys, path: "captured", file: file)
    let width = try positiveNumber(raw["windowWidth"], path: "captured.windowWidth", file: file)
    let height = try positiveNumber(raw["windowHeight"], path: "captured.windowHeight", file: file)
    guard let frameValue = raw["scrollView"] else {
      throw UserFileError(
        file: file, path: "captured.scrollView", message: "is missing (x, y, width and height)")
    }
    let frame = try rect(frameValue, path: "captured.scrollView", file: file)
    var inset = EdgeInsets.zero
    if let top = raw["insetTop"] {
      inset.top = try number(top, path: "captured.insetTop", file: file)
    }
    if let bottom = raw["insetBottom"] {
      inset.bottom = try number(bottom, path: "captured.insetBottom", file: file)
    }
    return CapturedPlacement(
      window: Size(width: width, height: height), scrollViewFrame: frame, automaticInset: inset)
  }

  private static func field(
    _ raw: JSONValue, index: Int, container: ScrollContainer, file: String
  ) throws(UserFileError) -> Layout.FieldSpec {
    let path = "fields[\(index)]"
    guard case .object = raw else {
      throw UserFileError(file: file, path: path, message: "must be an object, not \(raw.typeName)")
    }
    try rejectUnknownKeys(raw, allowed: fieldKeys, path: path, file: file)
    guard let label = try string(raw["label"], path: "\(path).label", file: file) else {
      throw UserFileError(
        file: file, path: "\(path).label", message: "is missing (the field's label, e.g. \"Email\")"
      )
    }
    let placeholder = try string(raw["placeholder"], path: "\(path).placeholder", file: file) ?? ""
    var kind = FieldKind.text
    if let rawKind = try string(raw["kind"], path: "\(path).kind", file: file) {
      guard let parsed = FieldKind(rawValue: rawKind) else {
        throw UserFileError(
          file: file, path: "\(path).kind",
          message: "must be \"text\" or \"multiline\", not \"\(rawKind)\"")
      }
      kind = parsed
    }
    var frame: Rect?
    if let rawFrame = raw["frame"] {
      frame = try rect(rawFrame, path: "\(path).frame", file: file)
    }
    let accessory = try choice(
      raw["inputAccessory"], as: InputAccessory.self, path: "\(path).inputAccessory", file: file)
    var secure = false
    if let rawSecure = raw["secure"] {
      guard case .bool(let value) = rawSecure else {
        throw UserFileError(
          file: file, path: "\(path).secure",
          message: "must be true or false, not \(rawSecure.typeName)")
      }
      secure = value
    }
    let keyboardType = try string(raw["keyboardType"], path: "\(path).keyboardType", file: file)
    let (grows, maxHeight) = try growth(raw, kind: kind, path: path, file: file)
    var cell: Rect?
    if let rawCell = raw["cell"] {
      guard container.isTable else {
        throw UserFileError(
          file: file, path: "\(path).cell",
          message:
            "needs \"container\": \"tableView\" or \"tableViewController\" (only a table has cells)"
        )
      }
      cell = try rect(rawCell, path: "\(path).cell", file: file)
    }
    return Layout.FieldSpec(
      label: label, placeholder: placeholder, kind: kind, frame: frame, inputAccessory: accessory,
      secure: secure, keyboardType: keyboardType, growsWithText: grows, maxHeight: maxHeight,
      cell: cell)
  }

  /// `growsWithText` and its `maxHeight`: only a text view grows, and only a growing one stops.
  private static func growth(_ raw: JSONValue, kind: FieldKind, path: String, file: String)
    throws(UserFileError) -> (Bool, Double?)
  {
    var grows = false
    if let rawGrows = raw["growsWithText"] {
      guard case .bool(let value) = rawGrows else {
        throw UserFileError(
          file: file, path: "\(path).growsWithText",
          message: "must be true or false, not \(rawGrows.typeName)")
      }
      guard !value || kind == .multiline else {
        throw UserFileError(
          file: file, path: "\(path).growsWithText",
          message: "needs \"kind\": \"multiline\" (only a text view grows with its text)")
      }
      grows = value
    }
    guard raw["maxHeight"] != nil else { return (grows, nil) }
    guard grows else {
      throw UserFileError(
        file: file, path: "\(path).maxHeight", message: "needs \"growsWithText\": true")
    }
    return (grows, try positiveNumber(raw["maxHeight"], path: "\(path).maxHeight", file: file))
  }

  private static func rect(_ raw: JSONValue, path: String, file: String) throws(UserFileError)
    -> Rect
  {
    guard case .object = raw else {
      throw UserFileError(
        file: file, path: path,
        message: "must be an object with x, y, width and height, not \(raw.typeName)")
    }
    try rejectUnknownKeys(raw, allowed: frameKeys, path: path, file: file)
    let x = try number(raw["x"], path: "\(path).x", file: file)
    let y = try number(raw["y"], path: "\(path).y", file: file)
    let width = try positiveNumber(raw["width"], path: "\(path).width", file: file)
    let height = try positiveNumber(raw["height"], path: "\(path).height", file: file)
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// Coordinates beyond this are certainly mistakes, and would lose precision in arithmetic.
  static let largestCoordinate = 1e7

  private static func number(_ raw: JSONValue?, path: String, file: String) throws(UserFileError)
    -> Double
  {
    let value = try anyNumber(raw, path: path, file: file)
    guard abs(value) <= largestCoordinate else {
      throw UserFileError(
        file: file, path: path,
        message: "must be between -10000000 and 10000000 (got \(JSONValue.format(value)))")
    }
    return value
  }

  /// A size: more than 0 and at most the largest coordinate. Its message gives the bounds a size
  /// has, never the negative one a position has.
  private static func positiveNumber(_ raw: JSONValue?, path: String, file: String)
    throws(UserFileError) -> Double
  {
    let value = try anyNumber(raw, path: path, file: file)
    guard value > 0, value <= largestCoordinate else {
      throw UserFileError(
        file: file, path: path,
        message: "must be > 0 and at most 10000000 (got \(JSONValue.format(value)))")
    }
    return value
  }

  private static func anyNumber(_ raw: JSONValue?, path: String, file: String)
    throws(UserFileError) -> Double
  {
    guard let raw else { throw UserFileError(file: file, path: path, message: "is missing") }
    guard case .number(let value) = raw else {
      throw UserFileError(file: file, path: path, message: "must be a number, not \(raw.typeName)")
    }
    return value
  }

  static func string(_ raw: JSONValue?, path: String, file: String) throws(UserFileError)
    -> String?
  {
    guard let raw else { return nil }
    guard case .string(let string) = raw else {
      throw UserFileError(file: file, path: path, message: "must be a string, not \(raw.typeName)")
    }
    return string
  }

  private static func rejectUnknownKeys(
    _ object: JSONValue, allowed: [String], path: String, file: String
  ) throws(UserFileError) {
    guard case .object(let members) = object else { return }
    for (key, _) in members where !allowed.contains(key) {
      let keyPath = path.isEmpty ? key : "\(path).\(key)"
      var message = "unknown key"
      if let suggestion = Suggestion.closest(to: key, among: allowed) {
        message += " (did you mean \"\(suggestion)\"?)"
      } else {
        message += " (allowed: \(allowed.joined(separator: ", ")))"
      }
      throw UserFileError(file: file, path: keyPath, message: message)
    }
  }
}
