/// Every statement and expression of a block, in the order written, the blocks nested in its
/// statements and the bodies of its closures included: the one walk that the passes looking
/// for a construct wherever it is written share. It keeps its own stack, so that code nested
/// deep in a file does not nest as deep on the host's.
enum ProgramWalk {
  static func visit(
    _ statements: [Statement], statement onStatement: (Statement) -> Void = { _ in },
    expression onExpression: (Expression) -> Void = { _ in }
  ) {
    var pending = statements.reversed().map { Item.statement($0) }
    while let item = pending.popLast() {
      switch item {
      case .statement(let statement):
        onStatement(statement)
        let parts = statement.parts
        let inner = parts.expressions + parts.conditions.compactMap(\.expression)
        pending += parts.blocks.reversed().flatMap { $0.reversed().map(Item.statement) }
        pending += inner.reversed().map(Item.expression)
      case .expression(let expression):
        onExpression(expression)
        if case .closure(_, let body, _) = expression.kind {
          pending += body.reversed().map(Item.statement)
        }
        pending += expression.children.reversed().map(Item.expression)
      }
    }
  }

  /// The root of each assignment's target in `statements`, nested blocks and closures
  /// included: `rect` of `rect.size.height = …`. What a loop over unknown code assigns is
  /// unknown after it, in the check and in the run alike.
  static func assignedRoots(in statements: [Statement]) -> [Expression] {
    var roots: [Expression] = []
    visit(statements) { statement in
      guard case .assignment(var target, _, _) = statement.kind else { return }
      while case .member(let base, _) = target.kind { target = base }
      roots.append(target)
    }
    return roots
  }

  private enum Item {
    case statement(Statement)
    case expression(Expression)
  }
}
