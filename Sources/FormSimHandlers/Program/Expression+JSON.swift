import FormSimCore

/// Expressions and arguments in the program's JSON, both ways: a node is `[kind, line, column,
/// …]` (see `HandlerProgram+JSON`).
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
    case .float(let value):
      // JSON's numbers are written to six decimals: a literal they would change (1e-9, an
      // epsilon) travels as its digits.
      let written = JSONValue.format(value)
      return node("float", [Double(written) == value ? .number(value) : .string(String(value))])
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
      return node("cast", [value.json, .string(kind.rawValue), .string(type)])
    case .closure(let parameters, let body, _):
      return node("closure", [.array(parameters.map(JSONValue.string)), .array(body.map(\.json))])
    case .tuple(let elements): return node("tuple", [.array(elements.map(\.json))])
    case .array(let elements): return node("array", [.array(elements.map(\.json))])
    case .dictionary(let entries):
      return node("dictionary", [.array(entries.map { .array([$0.key.json, $0.value.json]) })])
    case .selector(let name): return node("selector", [.string(name)])
    case .optionalTry(let value): return node("try?", [value.json])
    case .unsupported(let what): return node("unsupported", [.string(what)])
    case .opaque(let what): return node("opaque", [.string(what)])
    }
  }
}

extension ProgramReader {
  func optionalExpression(_ value: JSONValue?) throws(Failure) -> Expression? {
    guard let value else { throw fail("expression") }
    if case .null = value { return nil }
    return try expression(value)
  }

  func argument(_ value: JSONValue) throws(Failure) -> Argument {
    guard case .array(let items) = value, items.count == 3, case .bool(let trailing) = items[2]
    else { throw fail("argument") }
    return Argument(
      label: try optionalString(items[0]), value: try expression(items[1]),
      isTrailingClosure: trailing)
  }

  func expression(_ value: JSONValue) throws(Failure) -> Expression {
    let (kind, at, rest) = try node(value, "expression")
    func arg(_ index: Int) -> JSONValue { index < rest.count ? rest[index] : .null }
    func sub(_ index: Int) throws(Failure) -> Expression { try expression(arg(index)) }
    let decoded: Expression.Kind
    switch kind {
    case "name": decoded = .name(try string(arg(0)))
    case "implicit": decoded = .implicitMember(try string(arg(0)))
    case "member": decoded = .member(try sub(0), try string(arg(1)))
    case "chain": decoded = .optionalChain(try sub(0))
    case "unwrap": decoded = .forceUnwrap(try sub(0))
    case "call": decoded = .call(try sub(0), try list(arg(1), argument))
    case "subscript": decoded = .subscripted(try sub(0), try list(arg(1), argument))
    case "int":
      if case .string(let digits) = arg(0), let value = Int(digits) {
        decoded = .integer(value)
      } else {
        decoded = .integer(try int(arg(0)))
      }
    case "float":
      if case .string(let digits) = arg(0), let value = Double(digits) {
        decoded = .float(value)
      } else {
        guard case .number(let number) = arg(0) else { throw fail("number") }
        decoded = .float(number)
      }
    case "string": decoded = .string(try string(arg(0)))
    case "interpolated":
      decoded = .interpolated(
        try list(arg(0)) { (part: JSONValue) throws(Failure) -> InterpolationPart in
          if case .string(let text) = part { return .text(text) }
          return .value(try expression(part))
        })
    case "bool":
      guard case .bool(let flag) = arg(0) else { throw fail("boolean") }
      decoded = .boolean(flag)
    case "nil": decoded = .nilLiteral
    case "binary":
      guard let op = BinaryOperator(rawValue: try string(arg(0))) else { throw fail("operator") }
      decoded = .binary(op, try sub(1), try sub(2))
    case "prefix":
      guard let op = PrefixOperator(rawValue: try string(arg(0))) else { throw fail("operator") }
      decoded = .prefix(op, try sub(1))
    case "ternary": decoded = .ternary(try sub(0), try sub(1), try sub(2))
    case "cast":
      guard let kind = CastKind(rawValue: try string(arg(1))) else { throw fail("cast") }
      decoded = .cast(try sub(0), kind: kind, type: try string(arg(2)))
    case "closure":
      decoded = .closure(parameters: try list(arg(0), string), body: try block(arg(1)))
    case "tuple": decoded = .tuple(try list(arg(0), argument))
    case "array": decoded = .array(try list(arg(0), expression))
    case "dictionary":
      decoded = .dictionary(
        try list(arg(0)) { (entry: JSONValue) throws(Failure) -> DictionaryEntry in
          guard case .array(let pair) = entry, pair.count == 2 else { throw fail("entry") }
          return DictionaryEntry(key: try expression(pair[0]), value: try expression(pair[1]))
        })
    case "selector": decoded = .selector(try string(arg(0)))
    case "try?": decoded = .optionalTry(try sub(0))
    case "unsupported": decoded = .unsupported(try string(arg(0)))
    case "opaque": decoded = .opaque(try string(arg(0)))
    default: throw fail("expression '\(kind)'")
    }
    return Expression(decoded, at: at)
  }
}
