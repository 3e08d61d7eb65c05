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
  /// `break`, to the loop (or `switch`) with that label, or the innermost one.
  case broke(label: String?)
  /// `continue`, to the loop with that label, or the innermost one.
  case continued(label: String?)
  /// `throw value`, to the nearest `catch`.
  case thrown(Value, SourceLocation)
}

/// The messages of the interruptions that code running at every keyboard change may throw, made
/// out of line. A message's interpolation is a good deal of machine code; inlined, every closure
/// that reads or writes a member carries it beside the code that runs, and the processor
/// fetches both.
extension Interruption {
  @inline(never)
  static func nilRead(of name: String, at location: SourceLocation) -> Interruption {
    .crash("unexpectedly found nil while reading '\(name)'", location)
  }

  @inline(never)
  static func nilWrite(of name: String, at location: SourceLocation) -> Interruption {
    .crash("unexpectedly found nil while writing '\(name)'", location)
  }

  /// `CGRectMake` given something other than a number as its argument `position` (from 1).
  @inline(never)
  static func notANumber(_ function: String, argument position: Int, at location: SourceLocation)
    -> Interruption
  {
    .refused("'\(function)' needs a number as argument \(position)", location)
  }
}
