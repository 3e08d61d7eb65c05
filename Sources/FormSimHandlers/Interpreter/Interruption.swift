/// Why evaluation leaves the statement it is in.
enum Interruption: Error {
  /// What the app would do: a force-unwrap of nil, a failed `as!`. The handler stops there.
  case crash(String, SourceLocation)
  /// Code outside what FormSim simulates, met while running.
  case refused(String, SourceLocation)
  /// `return`, unwinding to the method or closure.
  case returned(Value)
  /// A `nil` in an optional chain: the whole chain is `nil`.
  case chainEnded
}
