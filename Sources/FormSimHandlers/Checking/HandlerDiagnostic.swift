/// A message about a handler file, compiler-style: `FILE:LINE:COL: error: …`.
public struct HandlerDiagnostic: Sendable, Hashable, CustomStringConvertible {
  public var severity: HandlerProgram.Diagnostic.Severity
  public var file: String
  public var location: SourceLocation
  public var message: String

  public init(
    _ severity: HandlerProgram.Diagnostic.Severity, file: String, at location: SourceLocation,
    _ message: String
  ) {
    self.severity = severity
    self.file = file
    self.location = location
    self.message = message
  }

  public var description: String {
    "\(file):\(location.line):\(location.column): \(severity.rawValue): \(message)"
  }
}

/// Why a handler file cannot run: every error found, in the file's order.
public struct HandlerCheckFailure: Error, Sendable, Hashable, CustomStringConvertible {
  public var diagnostics: [HandlerDiagnostic]
  /// The warnings found on the way, in the file's order: what the front end read as empty,
  /// opaque or skipped often explains an error, so a compiler shows them with it.
  public var warnings: [HandlerDiagnostic]

  public init(diagnostics: [HandlerDiagnostic], warnings: [HandlerDiagnostic] = []) {
    self.diagnostics = diagnostics
    self.warnings = warnings
  }

  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
