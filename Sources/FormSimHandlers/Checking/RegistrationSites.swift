/// Where a block of code registers notification observers (`addObserver(…)` in Swift and
/// Objective-C alike), found through every statement, expression and closure inside it: the
/// check warns when such a block is handed to code that never runs it here.
enum RegistrationSites {
  /// The lines of the `addObserver` calls in `statements`, in order.
  static func lines(in statements: [Statement]) -> [Int] {
    var lines: [Int] = []
    ProgramWalk.visit(
      statements,
      expression: { expression in
        if case .call(let callee, _) = expression.kind, case .member(_, let name) = callee.kind,
          name == "addObserver" || name == "addObserverForName"
        {
          lines.append(expression.location.line)
        }
      })
    return lines
  }
}
