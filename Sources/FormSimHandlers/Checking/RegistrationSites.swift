/// Where a block of code registers notification observers (`addObserver(…)` in Swift and
/// Objective-C alike), found through every statement, expression and closure inside it: the
/// check warns when such a block is handed to code that never runs it here.
enum RegistrationSites {
  /// The lines of the `addObserver` calls in `statements`, in order.
  static func lines(in statements: [Statement]) -> [Int] {
    var lines: [Int] = []
    var pending = statements.reversed().map { Item.statement($0) }
    while let item = pending.popLast() {
      switch item {
      case .statement(let statement):
        let parts = statement.parts
        let inner =
          parts.expressions + parts.conditions.compactMap(\.expression)
        pending += parts.blocks.reversed().flatMap { $0.reversed().map(Item.statement) }
        pending += inner.reversed().map(Item.expression)
      case .expression(let expression):
        if case .call(let callee, _) = expression.kind, case .member(_, let name) = callee.kind,
          name == "addObserver" || name == "addObserverForName"
        {
          lines.append(expression.location.line)
        }
        if case .closure(_, let body, _) = expression.kind {
          pending += body.reversed().map(Item.statement)
        }
        pending += expression.children.reversed().map(Item.expression)
      }
    }
    return lines
  }

  private enum Item {
    case statement(Statement)
    case expression(Expression)
  }
}
