/// A place in a handler file, 1-based, as compilers report it.
public struct SourceLocation: Sendable, Hashable, Comparable {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// Where nothing was written: code FormSim adds itself.
  public static let none = SourceLocation(line: 0, column: 0)

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
