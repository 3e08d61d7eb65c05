/// Where a block of code registers notification observers (`addObserver(…)` in Swift and
/// Objective-C alike), found through every statement, expression and closure inside it: the
/// check warns when such a block is handed to code that never runs it here.
enum RegistrationSites {
  /// The lines of the `addObserver` calls in `statements`, in order.
  static func lines(in statements: [Statement]) -> [Int] {
    calls(in: statements).map(\.location.line)
  }

  /// The `addObserver` calls in `statements`, in order, each with its arguments.
  static func calls(in statements: [Statement]) -> [(
    location: SourceLocation, arguments: [Argument]
  )] {
    var calls: [(location: SourceLocation, arguments: [Argument])] = []
    ProgramWalk.visit(
      statements,
      expression: { expression in
        if case .call(let callee, let arguments) = expression.kind,
          case .member(_, let name) = callee.kind,
          name == "addObserver" || name == "addObserverForName"
        {
          calls.append((expression.location, arguments))
        }
      })
    return calls
  }
}
