/// Which way round a constraint the file moves with the keyboard is written, read from how the
/// file writes its constant, so that the binding the check asks for has the right sign.
///
/// `bottom.constant = keyboardHeight` lifts the view when the view is the constraint's second
/// item (`scroll.bottom`); `bottom.constant = -keyboardHeight` or `= inset - keyboardHeight`
/// lifts it when it is the first (`-scroll.bottom`). The first write of a value that is no
/// literal decides (`= 0` on hide says nothing).
enum ConstraintDirection {
  /// Whether the file's first computed write to `name.constant` is negative as written; nil
  /// when it writes none.
  static func writesNegative(_ name: String, in program: HandlerProgram) -> Bool? {
    for method in program.methods {
      var aliases: Set<String> = []
      if let negative = first(in: method.body, name, aliases: &aliases) { return negative }
    }
    return nil
  }

  /// `aliases`: the locals that hold `self` so far (`guard let strongSelf = self`), through
  /// which a write is the screen's as much as a bare one is.
  private static func first(
    in statements: [Statement], _ name: String, aliases: inout Set<String>
  ) -> Bool? {
    for statement in statements {
      noteAliases(declaredBy: statement, in: &aliases)
      if case .assignment(let target, let op, let value) = statement.kind,
        case .member(let base, "constant") = target.kind, root(base, aliases) == name,
        !isLiteral(value)
      {
        switch op {
        case nil: return isNegative(value)
        case .subtract?: return !isNegative(value)
        case .add?: return isNegative(value)
        default: break
        }
      }
      for expression in statement.parts.expressions {
        if let negative = first(inClosuresOf: expression, name, aliases: aliases) {
          return negative
        }
      }
      for block in statement.parts.blocks {
        var inner = aliases
        if let negative = first(in: block, name, aliases: &inner) { return negative }
      }
    }
    return nil
  }

  /// The writes inside closures (an animation's block) of `expression`.
  private static func first(
    inClosuresOf expression: Expression, _ name: String, aliases: Set<String>
  ) -> Bool? {
    if case .closure(_, let body, _) = expression.kind {
      var inner = aliases
      return first(in: body, name, aliases: &inner)
    }
    for child in expression.children {
      if let negative = first(inClosuresOf: child, name, aliases: aliases) { return negative }
    }
    return nil
  }

  /// The outlet a write's base names, as `ImplicitOutlets.root` finds it, or through a local
  /// that holds `self` (`strongSelf.bottom`).
  private static func root(_ base: Expression, _ aliases: Set<String>) -> String? {
    if let name = ImplicitOutlets.root(base) { return name }
    switch base.kind {
    case .member(let inner, let name):
      return ImplicitOutlets.refersToSelf(inner, aliases) ? name : nil
    case .optionalChain(let inner), .forceUnwrap(let inner): return root(inner, aliases)
    default: return nil
    }
  }

  /// Adds the locals `statement` declares holding `self`: `let me = self`, and the bindings of
  /// its `if let`, `guard let` conditions (`guard let strongSelf = self`).
  private static func noteAliases(declaredBy statement: Statement, in aliases: inout Set<String>) {
    switch statement.kind {
    case .variable(let local, _, let initial?, _, _)
    where ImplicitOutlets.refersToSelf(initial, aliases):
      aliases.insert(local)
    case .ifElse(let conditions, _, _), .guardElse(let conditions, _):
      for case .optionalBinding(let local, _, let value?, _, _) in conditions
      where ImplicitOutlets.refersToSelf(value, aliases) {
        aliases.insert(local)
      }
    default: break
    }
  }

  private static func isLiteral(_ expression: Expression) -> Bool {
    switch expression.kind {
    case .integer, .float: return true
    case .prefix(_, let inner): return isLiteral(inner)
    default: return false
    }
  }

  /// `-h`, `inset - h`, `-10 + -h`, `h * -1`, `(-h)`; not `view.frame.height - end.minY` or
  /// `keyboardHeight - tabBarHeight`, a height less something, which is the covered height.
  private static func isNegative(_ expression: Expression) -> Bool {
    switch expression.kind {
    case .prefix(.negate, let inner): return !isNegative(inner)
    case .binary(.subtract, let lhs, let rhs):
      return isNegative(lhs) || (!mentionsHeight(lhs) && mentionsHeight(rhs))
    case .binary(.add, let lhs, let rhs): return isNegative(lhs) || isNegative(rhs)
    case .binary(.multiply, let lhs, let rhs), .binary(.divide, let lhs, let rhs):
      return isNegative(lhs) != isNegative(rhs)
    case .integer(let number): return number < 0
    case .float(let number): return number < 0
    case .tuple(let elements) where elements.count == 1: return isNegative(elements[0].value)
    case .ternary(_, let then, let otherwise): return isNegative(then) || isNegative(otherwise)
    case .call(let callee, let arguments) where arguments.isEmpty:
      // `{ let h = …; return -(h) }()`: the value the closure, called at once, returns.
      guard case .closure(_, let body, _) = callee.kind else { return false }
      return returned(by: body).contains(where: isNegative)
    default: return false
    }
  }

  /// What a closure's body returns: its `return`s' values, or a single expression's.
  private static func returned(by body: [Statement]) -> [Expression] {
    if body.count == 1, case .expression(let value) = body[0].kind { return [value] }
    return Statement.returnedValues(in: body)
  }

  /// Whether a name or member along `expression` is a height (`keyboardFrame.height`,
  /// `keyboardHeight`, `size.height`).
  private static func mentionsHeight(_ expression: Expression) -> Bool {
    switch expression.kind {
    case .name(let name), .resolved(_, let name):
      if name.lowercased().contains("height") { return true }
    case .member(_, let name):
      if name.lowercased().contains("height") { return true }
    default: break
    }
    return expression.children.contains(where: mentionsHeight)
  }
}
