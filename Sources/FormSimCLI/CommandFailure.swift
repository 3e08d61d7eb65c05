import FormSimCore

/// An error that ends a command with a message and an exit status.
///
/// Bad input found while a command runs (layout files, scripts, unwritable files, a missing
/// terminal) funnels into this type so the message format — `formsim COMMAND: what to fix` — and
/// status 2 are the same everywhere. Mistakes in the arguments themselves are found earlier, by
/// the parser and the commands' `validate()`.
public struct CommandFailure: Error, Sendable, CustomStringConvertible {
  /// The status for anything the user must fix, distinct from 1 (a check that found problems).
  public static let usageStatus: Int32 = 2

  public var message: String
  public var status: Int32

  public init(_ message: String, status: Int32 = usageStatus) {
    self.message = message
    self.status = status
  }

  public var description: String { message }

  /// Wraps whatever a command threw into a failure for `command`.
  static func from(_ error: any Error, command: String) -> CommandFailure {
    switch error {
    case let failure as CommandFailure:
      return failure
    case let layout as UserFileError:
      return CommandFailure("formsim \(command): \(layout)")
    case let script as ScriptError:
      return CommandFailure("formsim \(command): \(script)")
    default:
      return CommandFailure("formsim \(command): \(error)")
    }
  }
}
