import FormSimCore

/// The program as the front ends print it and `formsim` reads it: one JSON document.
///
/// Nodes are arrays, `[kind, line, column, …]`, which keeps the text small for long files and
/// the reader one `switch` per node type. The front end is a separate process; this is their
/// whole interface.
extension HandlerProgram {
  public var json: JSONValue {
    .object([
      ("file", .string(file)),
      ("language", .string(language.rawValue)),
      ("methods", .array(methods.map(\.json))),
      ("properties", .array(properties.map(\.json))),
      ("types", .array(types.map(\.json))),
      ("diagnostics", .array(diagnostics.map(\.json))),
    ])
  }
}

extension SourceLocation {
  var json: [JSONValue] { [.int(line), .int(column)] }
}

extension HandlerProgram.Method {
  var json: JSONValue {
    // `load` only where it is true: the programs of files without `+load` keep their text.
    .object(
      [
        ("name", .string(name)),
        ("parameters", .array(parameters.map(\.json))),
        ("body", .array(body.map(\.json))),
        ("at", .array(location.json)),
        ("onView", .bool(onView)),
        ("owner", owner.map(JSONValue.string) ?? .null),
      ] + (runsAtLoad ? [("load", .bool(true))] : []))
  }
}

extension HandlerProgram.Parameter {
  var json: JSONValue {
    .array([
      label.map(JSONValue.string) ?? .null, .string(name), type.map(JSONValue.string) ?? .null,
      defaultValue?.json ?? .null,
    ])
  }
}

extension HandlerProgram.Property {
  var json: JSONValue {
    .object([
      ("name", .string(name)),
      ("type", type.map(JSONValue.string) ?? .null),
      ("initial", initial?.json ?? .null),
      ("getter", getter.map { .array($0.map(\.json)) } ?? .null),
      ("outlet", .bool(isOutlet)),
      ("at", .array(location.json)),
      ("owner", owner.map(JSONValue.string) ?? .null),
    ])
  }
}

extension HandlerProgram.DeclaredType {
  var json: JSONValue {
    .array([
      .string(name), .string(kind.rawValue), .array(cases.map(JSONValue.string)),
      .array(fields.map(JSONValue.string)),
    ])
  }
}

extension HandlerProgram.Diagnostic {
  var json: JSONValue {
    .array([.string(severity.rawValue)] + location.json + [.string(message)])
  }
}

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

extension Argument {
  var json: JSONValue {
    .array([label.map(JSONValue.string) ?? .null, value.json, .bool(isTrailingClosure)])
  }
}

extension Expression {
  var json: JSONValue {
    let head = location.json
    func node(_ kind: String, _ rest: [JSONValue]) -> JSONValue {
      .array([.string(kind)] + head + rest)
    }
    switch kind {
    case .name(let name), .resolved(_, let name): return node("name", [.string(name)])
    case .implicitMember(let name): return node("implicit", [.string(name)])
    case .member(let base, let name): return node("member", [base.json, .string(name)])
    case .optionalChain(let base): return node("chain", [base.json])
    case .forceUnwrap(let base): return node("unwrap", [base.json])
    case .call(let callee, let arguments):
      return node("call", [callee.json, .array(arguments.map(\.json))])
    case .subscripted(let base, let arguments):
      return node("subscript", [base.json, .array(arguments.map(\.json))])
    case .integer(let value):
      // JSON numbers are doubles: an integer beyond 2^53 travels as its digits.
      return node("int", [Double(exactly: value) == nil ? .string(String(value)) : .int(value)])
    case .float(let value): return node("float", [.number(value)])
    case .string(let value): return node("string", [.string(value)])
    case .interpolated(let parts):
      return node(
        "interpolated",
        [
          .array(
            parts.map {
              switch $0 {
              case .text(let text): .string(text)
              case .value(let value): value.json
              }
            })
        ])
    case .boolean(let value): return node("bool", [.bool(value)])
    case .nilLiteral: return node("nil", [])
    case .binary(let op, let lhs, let rhs):
      return node("binary", [.string(op.rawValue), lhs.json, rhs.json])
    case .prefix(let op, let operand): return node("prefix", [.string(op.rawValue), operand.json])
    case .ternary(let condition, let then, let otherwise):
      return node("ternary", [condition.json, then.json, otherwise.json])
    case .cast(let value, let kind, let type):
      return node("cast", [value.json, .string(kind), .string(type)])
    case .closure(let parameters, let body, _):
      return node("closure", [.array(parameters.map(JSONValue.string)), .array(body.map(\.json))])
    case .tuple(let elements): return node("tuple", [.array(elements.map(\.json))])
    case .array(let elements): return node("array", [.array(elements.map(\.json))])
    case .dictionary(let entries):
      return node("dictionary", [.array(entries.map { .array([$0.key.json, $0.value.json]) })])
    case .selector(let name): return node("selector", [.string(name)])
    case .optionalTry(let value): return node("try?", [value.json])
    case .unsupported(let what): return node("unsupported", [.string(what)])
    }
  }
}
