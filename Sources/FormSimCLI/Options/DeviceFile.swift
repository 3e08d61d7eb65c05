import FormSimCore

/// `--device` as a name or a JSON file of one's own measurements (the keys of
/// `formsim devices --json NAME`).
enum DeviceFile {
  /// Whether `text` names a file rather than a built-in profile.
  static func isPath(_ text: String) -> Bool {
    text.hasSuffix(".json") || text.contains("/")
  }

  /// The built-in profile named `text`, or the one the file at `text` describes; a bad file
  /// throws a `UserFileError` naming the file and the key.
  static func profile(_ text: String) throws -> DeviceProfile {
    if let builtIn = DeviceProfile.named(text) { return builtIn }
    return try DeviceProfile.load(file: text)
  }
}
