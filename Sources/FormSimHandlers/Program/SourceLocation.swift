/// A place in a handler file, 1-based, as compilers report it.
public struct SourceLocation: Sendable, Hashable, Comparable {
  public var line: Int
  public var column: Int
  /// Which of a handler's files (`HandlerProgram.path(of:)`): 0 for the first, and for a
  /// handler of one file.
  public var file: Int

  public init(line: Int, column: Int, file: Int = 0) {
    self.line = line
    self.column = column
    self.file = file
  }

  /// Where nothing was written: code FormSim adds itself.
  public static let none = SourceLocation(line: 0, column: 0)

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}
