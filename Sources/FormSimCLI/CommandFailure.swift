import FormSimCore

/// An error that ends a command with a message and an exit status.
///
/// Every kind of bad input (arguments, layout files, scripts, unwritable files) funnels into this
/// type so the message format — `formsim COMMAND: what to fix` — and status 2 are the same
/// everywhere.
public struct CommandFailure: Error, Sendable, CustomStringConvertible {
  public var message: String
  public var status: Int32
  public var hint: String?

  public init(_ message: String, status: Int32 = 2, hint: String? = nil) {
    self.message = message
    self.status = status
    self.hint = hint
  }

  public var description: String { message }

  /// Wraps whatever a command threw into a failure for `command`.
  static func from(_ error: any Error, command: String) -> CommandFailure {
    switch error {
    case let failure as CommandFailure:
      return failure
    case let usage as UsageError:
      return CommandFailure(usage.description, hint: usage.hint)
    case let layout as LayoutError:
      return CommandFailure("formsim \(command): \(layout)")
    case let script as ScriptError:
      return CommandFailure("formsim \(command): \(script)")
    default:
      return CommandFailure("formsim \(command): \(error)")
    }
  }
}
