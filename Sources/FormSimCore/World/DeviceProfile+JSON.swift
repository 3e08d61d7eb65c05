#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A device profile as JSON, with the same keys both ways, so `formsim devices --json NAME`
/// prints a file that `--device FILE.json` loads back, and users can bring their own measurements.
extension DeviceProfile {
  /// The keys a device file may hold; the first four are required.
  static let requiredKeys = ["name", "width", "height", "keyboardPortrait"]
  static let jsonKeys = [
    "name", "summary", "width", "height", "statusBarPortrait", "statusBarLandscape",
    "bottomSafeAreaPortrait", "bottomSafeAreaLandscape", "sideSafeAreaLandscape",
    "keyboardPortrait", "keyboardLandscape", "predictiveBar", "predictiveByDefault", "era",
    "adjustsContentInsetForSafeArea", "isPad", "shortcutsBar",
  ]

  public var json: JSONValue {
    .object([
      ("name", .string(name)), ("summary", .string(summary)),
      ("width", .number(portraitSize.width)), ("height", .number(portraitSize.height)),
      ("statusBarPortrait", .number(statusBarPortrait)),
      ("statusBarLandscape", .number(statusBarLandscape)),
      ("bottomSafeAreaPortrait", .number(bottomSafeAreaPortrait)),
      ("bottomSafeAreaLandscape", .number(bottomSafeAreaLandscape)),
      ("sideSafeAreaLandscape", .number(sideSafeAreaLandscape)),
      ("keyboardPortrait", .number(keyboardPortrait)),
      ("keyboardLandscape", .number(keyboardLandscape)),
      ("predictiveBar", .number(predictiveBar)),
      ("predictiveByDefault", .bool(predictiveByDefault)), ("era", .string(era.rawValue)),
      ("adjustsContentInsetForSafeArea", .bool(adjustsContentInsetForSafeArea)),
      ("isPad", .bool(isPad)), ("shortcutsBar", .number(shortcutsBar)),
    ])
  }

  /// A device file is a few hundred bytes; a megabyte is room for any comment a person writes.
  static let maximumBytes = 1 << 20

  /// Loads a device file; errors name the file, the key and what to fix (`UserFileError`'s shape).
  public static func load(file: String) throws(UserFileError) -> DeviceProfile {
    let data = try UserFile.read(
      file, limit: maximumBytes, missing: "no such device file",
      directory: "cannot be read as a device file",
      unreadable: "cannot be read as a device file")
    return try parse(data, file: file)
  }

  /// Parses a device profile. Missing optional keys take the seeds-era defaults: status bar 20,
  /// no safe areas, landscape keyboard = portrait × 0.75, no predictive bar, modern era, and the
  /// published shortcuts bar on an iPad (none on a phone).
  public static func parse(_ data: Data, file: String) throws(UserFileError) -> DeviceProfile {
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes: Array(data))
    } catch {
      throw UserFileError(file: file, path: "", message: "not valid JSON: \(error)")
    }
    guard case .object(let members) = root else {
      throw UserFileError(
        file: file, path: "",
        message: "must be a JSON object of device figures, not \(root.typeName)")
    }
    for (key, _) in members where !jsonKeys.contains(key) {
      var message = "unknown key"
      if let suggestion = Suggestion.closest(to: key, among: jsonKeys) {
        message += " (did you mean \"\(suggestion)\"?)"
      } else {
        message += " (allowed: \(jsonKeys.joined(separator: ", ")))"
      }
      throw UserFileError(file: file, path: key, message: message)
    }
    for key in requiredKeys where root[key] == nil {
      throw UserFileError(file: file, path: key, message: "is missing")
    }
    func number(_ key: String, positive: Bool = false, default fallback: Double = 0)
      throws(UserFileError) -> Double
    {
      guard let raw = root[key] else { return fallback }
      guard case .number(let value) = raw, value.isFinite else {
        throw UserFileError(file: file, path: key, message: "must be a number, not \(raw.typeName)")
      }
      guard value >= 0, !positive || value > 0, value <= 100_000 else {
        throw UserFileError(
          file: file, path: key,
          message:
            "must be \(positive ? "> 0" : ">= 0") and at most 100000 (got \(JSONValue.format(value)))"
        )
      }
      return value
    }
    func flag(_ key: String) throws(UserFileError) -> Bool? {
      guard let raw = root[key] else { return nil }
      guard case .bool(let value) = raw else {
        throw UserFileError(
          file: file, path: key, message: "must be true or false, not \(raw.typeName)")
      }
      return value
    }
    func text(_ key: String) throws(UserFileError) -> String? {
      guard let raw = root[key] else { return nil }
      guard case .string(let value) = raw else {
        throw UserFileError(file: file, path: key, message: "must be a string, not \(raw.typeName)")
      }
      return value
    }
    let name = try text("name") ?? ""
    guard !name.isEmpty else {
      throw UserFileError(file: file, path: "name", message: "must not be empty")
    }
    var era = IOSEra.modern
    if let rawEra = try text("era") {
      guard let parsed = IOSEra(rawValue: rawEra) else {
        let names = IOSEra.allCases.map(\.rawValue).joined(separator: ", ")
        throw UserFileError(
          file: file, path: "era", message: "must be one of \(names), not \"\(rawEra)\"")
      }
      era = parsed
    }
    let width = try number("width", positive: true)
    let height = try number("height", positive: true)
    let keyboardPortrait = try number("keyboardPortrait", positive: true)
    let statusBarPortrait = try number("statusBarPortrait", default: 20)
    let profile = DeviceProfile(
      name: name, summary: try text("summary") ?? "loaded from \(file)",
      portraitSize: Size(width: width, height: height), statusBarPortrait: statusBarPortrait,
      statusBarLandscape: try number("statusBarLandscape", default: statusBarPortrait),
      bottomSafeAreaPortrait: try number("bottomSafeAreaPortrait"),
      bottomSafeAreaLandscape: try number("bottomSafeAreaLandscape"),
      keyboardPortrait: keyboardPortrait,
      keyboardLandscape: try number(
        "keyboardLandscape", positive: true, default: keyboardPortrait * 0.75),
      predictiveBar: try number("predictiveBar"),
      predictiveByDefault: try flag("predictiveByDefault") ?? false, era: era,
      adjustsContentInsetForSafeArea: try flag("adjustsContentInsetForSafeArea") ?? false,
      sideSafeAreaLandscape: try number("sideSafeAreaLandscape"), isPad: try flag("isPad"),
      shortcutsBar: root["shortcutsBar"] == nil ? nil : try number("shortcutsBar"))
    try profile.validate(file: file)
    return profile
  }

  /// Figures that cannot describe a screen: a keyboard or bars taller than the screen.
  func validate(file: String) throws(UserFileError) {
    for orientation in Orientation.allCases {
      let size = screenSize(orientation)
      let keyboard = keyboardHeight(orientation, predictive: predictiveBar > 0)
      if keyboard >= size.height {
        let key = orientation == .portrait ? "keyboardPortrait" : "keyboardLandscape"
        throw UserFileError(
          file: file, path: key,
          message:
            "the keyboard (\(JSONValue.format(keyboard)) pt with the predictive bar) must be shorter than the \(orientation.rawValue) screen (\(JSONValue.format(size.height)) pt)"
        )
      }
      if shortcutsBar >= size.height {
        throw UserFileError(
          file: file, path: "shortcutsBar",
          message:
            "the shortcuts bar (\(JSONValue.format(shortcutsBar)) pt) must be shorter than the \(orientation.rawValue) screen (\(JSONValue.format(size.height)) pt)"
        )
      }
      if statusBar(orientation) + bottomSafeArea(orientation) >= size.height {
        throw UserFileError(
          file: file, path: orientation == .portrait ? "statusBarPortrait" : "statusBarLandscape",
          message: "the status bar and bottom safe area leave no room on the screen")
      }
    }
  }
}
