/// A mistake in what the user typed on the command line.
///
/// It carries the command it happened in so the program can print one line that says where and
/// what (`formsim simulate: --device needs a value (NAME)`), a second line that says where to read
/// more, and then exit with status 2 — the same shape for every argument error, so users learn it
/// once.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The exit status for usage errors, distinct from 1 (a check that found problems).
  public static let exitStatus: Int32 = 2

  /// What is wrong and, where it can, how to fix it. No program or command prefix.
  public var message: String
  /// The subcommand being parsed, or `nil` for a mistake before one was chosen.
  public var command: String?
  /// The program name used in the rendered lines.
  public var program: String

  public init(_ message: String, command: String?, program: String = "formsim") {
    self.message = message
    self.command = command
    self.program = program
  }

  /// `formsim simulate: <message>`, or `formsim: <message>` at top level.
  public var description: String {
    "\(invocation): \(message)"
  }

  /// The line that points to the help of the command the mistake was made in.
  public var hint: String {
    "Run '\(invocation) --help' for usage."
  }

  private var invocation: String {
    command.map { "\(program) \($0)" } ?? program
  }
}
