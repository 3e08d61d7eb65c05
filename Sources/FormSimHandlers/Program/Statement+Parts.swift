/// What a statement holds, for the passes that treat every kind alike (the names a program
/// uses, the check's walk, the room a method's locals need): a new statement kind is described
/// here once, and those passes need no change.
public struct StatementParts {
  /// The expressions it evaluates, in order (a loop's sequence, an assignment's target then
  /// value).
  public var expressions: [Expression] = []
  public var conditions: [Condition] = []
  public var patterns: [Pattern] = []
  /// The names it declares in the scope it is in (`let x`), not those of its blocks' patterns.
  public var declares: [String] = []
  /// Its nested blocks, in order.
  public var blocks: [[Statement]] = []
}

extension Statement {
  public var parts: StatementParts {
    var parts = StatementParts()
    switch kind {
    case .variable(let name, _, let value, _, _):
      parts.expressions = value.map { [$0] } ?? []
      parts.declares = [name]
    case .assignment(let target, _, let value): parts.expressions = [target, value]
    case .expression(let expression): parts.expressions = [expression]
    case .ifElse(let conditions, let then, let otherwise):
      parts.conditions = conditions
      parts.blocks = [then, otherwise ?? []]
    case .guardElse(let conditions, let otherwise):
      parts.conditions = conditions
      parts.blocks = [otherwise]
    case .switchCases(let subject, let cases, let otherwise):
      parts.expressions = [subject] + cases.compactMap(\.filter)
      parts.patterns = cases.flatMap(\.patterns)
      parts.blocks = cases.map(\.body) + [otherwise ?? []]
    case .returning(let value): parts.expressions = value.map { [$0] } ?? []
    case .unsupported, .breaking, .continuing: break
    case .forIn(let pattern, let sequence, let filter, let body, _):
      parts.expressions = [sequence] + (filter.map { [$0] } ?? [])
      parts.patterns = [pattern]
      parts.blocks = [body]
    case .whileLoop(let conditions, let body, let step, _):
      parts.conditions = conditions
      parts.blocks = [body, step]
    case .repeatWhile(let body, let condition, _):
      parts.expressions = [condition]
      parts.blocks = [body]
    case .deferred(let body): parts.blocks = [body]
    case .doCatch(let body, let catches):
      parts.patterns = catches.compactMap(\.pattern)
      parts.blocks = [body] + catches.map(\.body)
    case .throwing(let value): parts.expressions = [value]
    }
    return parts
  }
}

extension Condition {
  /// The expression it evaluates, if any.
  public var expression: Expression? {
    switch self {
    case .boolean(let expression): expression
    case .optionalBinding(_, _, let value, _, _): value
    case .available: nil
    case .matching(_, let value, _): value
    }
  }

  /// The names it binds.
  public var declares: [String] {
    switch self {
    case .boolean, .available: []
    case .optionalBinding(let name, _, _, _, _): [name]
    case .matching(let pattern, _, _): pattern.bindings
    }
  }
}

extension Pattern {
  /// The names it binds, in order.
  public var bindings: [String] {
    switch self {
    case .wildcard, .value: []
    case .binding(let name, _): [name]
    case .enumCase(_, let patterns), .tuple(let patterns): patterns.flatMap(\.bindings)
    case .some(let pattern): pattern.bindings
    case .typed(let pattern, _): pattern?.bindings ?? []
    }
  }

  /// The slots the resolver gave the names it binds, in order.
  var bindingSlots: [Int] {
    switch self {
    case .wildcard, .value: []
    case .binding(_, let slot): [slot]
    case .enumCase(_, let patterns), .tuple(let patterns): patterns.flatMap(\.bindingSlots)
    case .some(let pattern): pattern.bindingSlots
    case .typed(let pattern, _): pattern?.bindingSlots ?? []
    }
  }

  /// Whether every value of the right shape matches it: a tuple of bindings and wildcards
  /// (`let (scrollView, stack) = makeForm()`), which declares rather than tests.
  public var isIrrefutable: Bool {
    switch self {
    case .wildcard, .binding: true
    case .tuple(let patterns): patterns.allSatisfy(\.isIrrefutable)
    case .value, .enumCase, .some, .typed: false
    }
  }

  /// The expressions it compares with.
  public var expressions: [Expression] {
    switch self {
    case .wildcard, .binding: []
    case .value(let expression): [expression]
    case .enumCase(_, let patterns), .tuple(let patterns): patterns.flatMap(\.expressions)
    case .some(let pattern): pattern.expressions
    case .typed(let pattern, _): pattern?.expressions ?? []
    }
  }
}

extension Statement {
  /// The values the `return`s of a body give, in its nested blocks too (not in closures').
  public static func returnedValues(in statements: [Statement]) -> [Expression] {
    var values: [Expression] = []
    for statement in statements {
      if case .returning(let value?) = statement.kind { values.append(value) }
      for block in statement.parts.blocks { values += returnedValues(in: block) }
    }
    return values
  }
}
