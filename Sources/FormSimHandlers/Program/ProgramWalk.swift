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
  /// included, and of each collection a mutating method changes in place: `rect` of
  /// `rect.size.height = …`, `views` of `views.append(view)`, `self.views` of
  /// `self.views.append(view)`. What a loop over unknown code assigns is unknown after it, in
  /// the check and in the run alike.
  static func assignedRoots(in statements: [Statement]) -> [Expression] {
    var roots: [Expression] = []
    /// The variable a path starts from: a name, or a property of `self`.
    func root(_ path: Expression) -> Expression {
      var target = path
      while case .member(let base, _) = target.kind, base.typeName != "self" { target = base }
      return target
    }
    visit(
      statements,
      statement: { statement in
        if case .assignment(let target, _, _) = statement.kind { roots.append(root(target)) }
      },
      expression: { expression in
        if case .call(let callee, _) = expression.kind,
          case .member(let collection, let name) = callee.kind,
          mutatingCollectionMethods.contains(name)
        {
          roots.append(root(collection))
        }
      })
    return roots
  }

  /// The methods that change an array or a dictionary where it is stored
  /// (`Evaluator.mutating` runs them).
  static let mutatingCollectionMethods: Set<String> = [
    "append", "addObject", "insert", "remove", "removeObjectAtIndex", "removeLast",
    "removeFirst", "removeAll", "removeAllObjects", "removeValue", "removeObjectForKey",
    "updateValue", "setObject",
  ]

  private enum Item {
    case statement(Statement)
    case expression(Expression)
  }
}
