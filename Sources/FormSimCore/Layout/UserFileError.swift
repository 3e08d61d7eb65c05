/// Why a layout file was refused: the file, where in its JSON, and what to fix.
public struct UserFileError: Error, Sendable, Equatable, CustomStringConvertible {
  public var file: String
  /// A JSON path such as `fields[3].frame.height`, or empty for the whole file.
  public var path: String
  public var message: String

  public init(file: String, path: String, message: String) {
    self.file = file
    self.path = path
    self.message = message
  }

  public var description: String {
    path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)"
  }
}
