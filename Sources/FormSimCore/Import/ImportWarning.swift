/// Something the importer took as written but a user should know about, with the line it is on.
public struct ImportWarning: Sendable, Hashable, CustomStringConvertible {
  public var line: Int
  public var message: String

  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  public var description: String { line > 0 ? "line \(line): \(message)" : message }
}
