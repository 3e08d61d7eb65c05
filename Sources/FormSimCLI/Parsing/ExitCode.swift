/// A status a command ends with on purpose: `throw ExitCode(1)` for a check that failed.
package struct ExitCode: Error, Equatable, Sendable {
  static let success = ExitCode(0)
  static let failure = ExitCode(1)
  /// Every mistake the user must fix: bad arguments, files and scripts.
  static let usage = ExitCode(2)

  var rawValue: Int32

  package init(_ rawValue: Int32) {
    self.rawValue = rawValue
  }
}

/// A mistake in the arguments that no single option can see, thrown from `validate()` or an
/// option's transform; reported with the command's usage line, status 2.
struct ValidationError: Error, CustomStringConvertible, Sendable {
  var message: String

  init(_ message: String) {
    self.message = message
  }

  var description: String { message }
}
