/// The layout keys that put a form in bars, a sheet, or give its keyboard a toolbar. All are
/// optional: a file without them means what it always meant.
extension LayoutParser {
  static let chromeKeys = ["navigationBar", "tabBar", "inputAccessory", "presentation"]

  static func chrome(_ root: JSONValue, file: String) throws(UserFileError) -> Chrome {
    var chrome = Chrome.plain
    if let bar = try choice(
      root["navigationBar"], as: NavigationBarStyle.self, path: "navigationBar", file: file)
    {
      chrome.navigationBar = bar
    }
    if let raw = root["tabBar"] {
      guard case .bool(let on) = raw else {
        throw UserFileError(
          file: file, path: "tabBar", message: "must be true or false, not \(raw.typeName)")
      }
      chrome.tabBar = on
    }
    if let accessory = try choice(
      root["inputAccessory"], as: InputAccessory.self, path: "inputAccessory", file: file)
    {
      chrome.inputAccessory = accessory
    }
    if let presentation = try choice(
      root["presentation"], as: Presentation.self, path: "presentation", file: file)
    {
      chrome.presentation = presentation
    }
    return chrome
  }

  /// One of a closed set of strings, named in the message when the value is not one of them.
  static func choice<Value: RawRepresentable & CaseIterable>(
    _ raw: JSONValue?, as: Value.Type, path: String, file: String
  ) throws(UserFileError) -> Value? where Value.RawValue == String {
    guard let text = try string(raw, path: path, file: file) else { return nil }
    if let value = Value(rawValue: text) { return value }
    let allowed = Value.allCases.map { "\"\($0.rawValue)\"" }
    var message = "must be \(allowed.dropLast().joined(separator: ", ")) or \(allowed.last ?? "")"
    message += ", not \"\(text)\""
    if let suggestion = Suggestion.closest(to: text, among: Value.allCases.map(\.rawValue)) {
      message += " (did you mean \"\(suggestion)\"?)"
    }
    throw UserFileError(file: file, path: path, message: message)
  }
}
