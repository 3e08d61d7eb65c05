import FormSimCore

/// Statements, their conditions and their patterns in the program's JSON, both ways: a node is
/// `[kind, line, column, …]` (see `HandlerProgram+JSON`).
extension Statement {
  var json: JSONValue {
    let head = location.json
    func node(_ kind: String, _ rest: [JSONValue]) -> JSONValue {
      .array([.string(kind)] + head + rest)
    }
    func block(_ statements: [Statement]) -> JSONValue { .array(statements.map(\.json)) }
    switch kind {
    case .variable(let name, let type, let value, let isConstant, _):
      return node(
        isConstant ? "let" : "var",
        [.string(name), type.map(JSONValue.string) ?? .null, value?.json ?? .null])
    case .assignment(let target, let op, let value):
      return node("assign", [target.json, .string((op?.rawValue ?? "") + "="), value.json])
    case .expression(let expression):
      return node("expr", [expression.json])
    case .ifElse(let conditions, let then, let otherwise):
      return node(
        "if", [.array(conditions.map(\.json)), block(then), otherwise.map(block) ?? .null])
    case .guardElse(let conditions, let otherwise):
      return node("guard", [.array(conditions.map(\.json)), block(otherwise)])
    case .switchCases(let subject, let cases, let otherwise):
      let encoded = cases.map {
        JSONValue.array([.array($0.patterns.map(\.json)), block($0.body), $0.filter?.json ?? .null])
      }
      return node("switch", [subject.json, .array(encoded), otherwise.map(block) ?? .null])
    case .returning(let value):
      return node("return", [value?.json ?? .null])
    case .unsupported(let what):
      return node("unsupported", [.string(what)])
    case .forIn(let pattern, let sequence, let filter, let body, let label):
      return node(
        "for", [pattern.json, sequence.json, filter?.json ?? .null, block(body), name(label)])
    case .whileLoop(let conditions, let body, let step, let label):
      return node(
        "while", [.array(conditions.map(\.json)), block(body), block(step), name(label)])
    case .repeatWhile(let body, let condition, let label):
      return node("repeat", [block(body), condition.json, name(label)])
    case .breaking(let label): return node("break", [name(label)])
    case .continuing(let label): return node("continue", [name(label)])
    case .deferred(let body): return node("defer", [block(body)])
    case .doCatch(let body, let catches):
      let clauses = catches.map { JSONValue.array([$0.pattern?.json ?? .null, block($0.body)]) }
      return node("do", [block(body), .array(clauses)])
    case .throwing(let value): return node("throw", [value.json])
    }
  }

  private func name(_ label: String?) -> JSONValue { label.map(JSONValue.string) ?? .null }
}

extension Pattern {
  var json: JSONValue {
    switch self {
    case .wildcard: .array([.string("_")])
    case .binding(let name, _): .array([.string("let"), .string(name)])
    case .value(let expression): .array([.string("value"), expression.json])
    case .enumCase(let name, let patterns):
      .array([.string("case"), .string(name), .array(patterns.map(\.json))])
    case .tuple(let patterns): .array([.string("tuple"), .array(patterns.map(\.json))])
    case .some(let pattern): .array([.string("some"), pattern.json])
    case .typed(let pattern, let type):
      .array([.string("as"), pattern?.json ?? .null, .string(type)])
    }
  }
}

extension Condition {
  var json: JSONValue {
    switch self {
    case .boolean(let expression):
      return .array([.string("bool"), expression.json])
    case .optionalBinding(let name, let type, let value, let location, _):
      return .array(
        [.string("let")] + location.json
          + [.string(name), type.map(JSONValue.string) ?? .null, value?.json ?? .null])
    case .available(let major, let minor, let negated, let location):
      return .array(
        [.string(negated ? "unavailable" : "available")] + location.json + [
          .int(major), .int(minor),
        ])
    case .matching(let pattern, let value, let location):
      return .array([.string("case")] + location.json + [pattern.json, value.json])
    }
  }
}

extension ProgramReader {
  func block(_ value: JSONValue?) throws(Failure) -> [Statement] { try list(value, statement) }

  func optionalBlock(_ value: JSONValue?) throws(Failure) -> [Statement]? {
    if case .null? = value { return nil }
    return try block(value)
  }

  func statement(_ value: JSONValue) throws(Failure) -> Statement {
    let (kind, at, rest) = try node(value, "statement")
    func arg(_ index: Int) -> JSONValue? { index < rest.count ? rest[index] : nil }
    let decoded: Statement.Kind
    switch kind {
    case "let", "var":
      decoded = .variable(
        name: try string(arg(0)), type: try optionalString(arg(1)),
        value: try optionalExpression(arg(2)), isConstant: kind == "let")
    case "assign":
      let written = try string(arg(1))
      guard written.hasSuffix("=") else { throw fail("assignment") }
      let op: BinaryOperator?
      if written == "=" {
        op = nil
      } else {
        guard let compound = BinaryOperator(rawValue: String(written.dropLast())) else {
          throw fail("assignment '\(written)'")
        }
        op = compound
      }
      decoded = .assignment(
        target: try expression(arg(0) ?? .null), op: op, value: try expression(arg(2) ?? .null))
    case "expr": decoded = .expression(try expression(arg(0) ?? .null))
    case "if":
      decoded = .ifElse(
        conditions: try list(arg(0), condition), then: try block(arg(1)),
        otherwise: try optionalBlock(arg(2)))
    case "guard":
      decoded = .guardElse(conditions: try list(arg(0), condition), otherwise: try block(arg(1)))
    case "switch":
      let cases = try list(arg(1)) { (entry: JSONValue) throws(Failure) -> SwitchCase in
        guard case .array(let parts) = entry, parts.count == 3 else { throw fail("case") }
        return SwitchCase(
          patterns: try list(parts[0], pattern), filter: try optionalExpression(parts[2]),
          body: try block(parts[1]))
      }
      decoded = .switchCases(
        subject: try expression(arg(0) ?? .null), cases: cases,
        otherwise: try optionalBlock(arg(2)))
    case "return": decoded = .returning(try optionalExpression(arg(0)))
    case "unsupported": decoded = .unsupported(try string(arg(0)))
    case "for":
      decoded = .forIn(
        pattern: try pattern(arg(0) ?? .null), sequence: try expression(arg(1) ?? .null),
        filter: try optionalExpression(arg(2)), body: try block(arg(3)),
        label: try optionalString(arg(4)))
    case "while":
      decoded = .whileLoop(
        conditions: try list(arg(0), condition), body: try block(arg(1)), step: try block(arg(2)),
        label: try optionalString(arg(3)))
    case "repeat":
      decoded = .repeatWhile(
        body: try block(arg(0)), condition: try expression(arg(1) ?? .null),
        label: try optionalString(arg(2)))
    case "break": decoded = .breaking(label: try optionalString(arg(0)))
    case "continue": decoded = .continuing(label: try optionalString(arg(0)))
    case "defer": decoded = .deferred(try block(arg(0)))
    case "do":
      let clauses = try list(arg(1)) { (entry: JSONValue) throws(Failure) -> CatchClause in
        guard case .array(let pair) = entry, pair.count == 2 else { throw fail("catch") }
        let caught: Pattern? = if case .null = pair[0] { nil } else { try pattern(pair[0]) }
        return CatchClause(pattern: caught, body: try block(pair[1]))
      }
      decoded = .doCatch(body: try block(arg(0)), catches: clauses)
    case "throw": decoded = .throwing(try expression(arg(0) ?? .null))
    default: throw fail("statement '\(kind)'")
    }
    return Statement(decoded, at: at)
  }

  func condition(_ value: JSONValue) throws(Failure) -> Condition {
    guard case .array(let items) = value, let first = items.first else { throw fail("condition") }
    switch try string(first) {
    case "bool":
      guard items.count == 2 else { throw fail("condition") }
      return .boolean(try expression(items[1]))
    case "let":
      guard items.count == 6 else { throw fail("condition") }
      return .optionalBinding(
        name: try string(items[3]), type: try optionalString(items[4]),
        value: try optionalExpression(items[5]), location: try location(items, at: 1))
    case "available", "unavailable":
      guard items.count == 5 else { throw fail("condition") }
      return .available(
        major: try int(items[3]), minor: try int(items[4]),
        negated: try string(first) == "unavailable", location: try location(items, at: 1))
    case "case":
      guard items.count == 5 else { throw fail("condition") }
      return .matching(
        try pattern(items[3]), try expression(items[4]), location: try location(items, at: 1))
    default: throw fail("condition")
    }
  }

  func pattern(_ value: JSONValue) throws(Failure) -> Pattern {
    guard case .array(let items) = value, let first = items.first else { throw fail("pattern") }
    func at(_ index: Int) -> JSONValue { index < items.count ? items[index] : .null }
    switch try string(first) {
    case "_": return .wildcard
    case "let": return .binding(try string(at(1)))
    case "value": return .value(try expression(at(1)))
    case "case": return .enumCase(try string(at(1)), try list(at(2), pattern))
    case "tuple": return .tuple(try list(at(1), pattern))
    case "some": return .some(try pattern(at(1)))
    case "as":
      let inner: Pattern? = if case .null = at(1) { nil } else { try pattern(at(1)) }
      return .typed(inner, try string(at(2)))
    default: throw fail("pattern")
    }
  }
}
