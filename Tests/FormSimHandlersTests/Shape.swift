import FormSimHandlers

/// The IR written out without its locations, as an S-expression, so a test states a whole
/// tree in one line: `(member (name frame) height)`.
enum Shape {
  static func of(_ expression: Expression) -> String {
    switch expression.kind {
    case .name(let name): return name
    case .resolved(.local(let slot), let name): return "\(name)#\(slot)"
    case .resolved(_, let name): return name
    case .implicitMember(let name): return ".\(name)"
    case .member(let base, let name): return "(member \(of(base)) \(name))"
    case .optionalChain(let base): return "(chain \(of(base)))"
    case .forceUnwrap(let base): return "(unwrap \(of(base)))"
    case .call(let callee, let arguments): return "(call \(of(callee))\(of(arguments)))"
    case .subscripted(let base, let arguments): return "(subscript \(of(base))\(of(arguments)))"
    case .integer(let value): return "\(value)"
    case .float(let value): return "\(value)"
    case .string(let text): return "\"\(text)\""
    case .interpolated(let parts):
      let written = parts.map {
        switch $0 {
        case .text(let text): "\"\(text)\""
        case .value(let value): of(value)
        }
      }
      return "(interpolated \(written.joined(separator: " ")))"
    case .boolean(let value): return "\(value)"
    case .nilLiteral: return "nil"
    case .binary(let op, let lhs, let rhs): return "(\(op.rawValue) \(of(lhs)) \(of(rhs)))"
    case .prefix(let op, let operand): return "(prefix\(op.rawValue) \(of(operand)))"
    case .ternary(let condition, let then, let otherwise):
      return "(? \(of(condition)) \(of(then)) \(of(otherwise)))"
    case .cast(let value, let kind, let type): return "(\(kind.rawValue) \(of(value)) \(type))"
    case .closure(let parameters, let body, _):
      return "(closure [\(parameters.joined(separator: " "))] \(of(body)))"
    case .tuple(let elements): return "(tuple\(of(elements)))"
    case .array(let elements): return "[\(elements.map(of).joined(separator: " "))]"
    case .dictionary(let entries):
      return "[\(entries.map { "\(of($0.key)): \(of($0.value))" }.joined(separator: ", "))]"
    case .selector(let name): return "(selector \(name))"
    case .optionalTry(let value): return "(try? \(of(value)))"
    case .unsupported(let what): return "(unsupported \(what))"
    case .opaque(let what): return "(opaque \(what))"
    }
  }

  static func of(_ pattern: Pattern) -> String {
    switch pattern {
    case .wildcard: "_"
    case .binding(let name, _): "let \(name)"
    case .value(let value): of(value)
    case .enumCase(let name, let patterns):
      patterns.isEmpty ? ".\(name)" : ".\(name)(\(patterns.map(of).joined(separator: ", ")))"
    case .tuple(let patterns): "(\(patterns.map(of).joined(separator: ", ")))"
    case .some(let inner): "\(of(inner))?"
    case .typed(let inner, let type): (inner.map { "\(of($0)) as " } ?? "is ") + type
    }
  }

  private static func labelled(_ label: String?) -> String { label.map { "\($0): " } ?? "" }

  private static func of(_ arguments: [Argument]) -> String {
    arguments.map { argument in
      let label = argument.label.map { "\($0): " } ?? ""
      return " " + (argument.isTrailingClosure ? "trailing " : "") + label + of(argument.value)
    }.joined()
  }

  static func of(_ statements: [Statement]) -> String {
    "{" + statements.map(of).joined(separator: "; ") + "}"
  }

  static func of(_ statement: Statement) -> String {
    switch statement.kind {
    case .variable(let name, let type, let value, let isConstant, _):
      let typed = type.map { ": \($0)" } ?? ""
      let valued = value.map { " = \(of($0))" } ?? ""
      return (isConstant ? "let " : "var ") + name + typed + valued
    case .assignment(let target, let op, let value):
      return "\(of(target)) \(op?.rawValue ?? "")= \(of(value))"
    case .expression(let value): return of(value)
    case .ifElse(let conditions, let then, let otherwise):
      return "if \(of(conditions)) \(of(then))" + (otherwise.map { " else \(of($0))" } ?? "")
    case .guardElse(let conditions, let otherwise):
      return "guard \(of(conditions)) else \(of(otherwise))"
    case .switchCases(let subject, let cases, let otherwise):
      let written = cases.map {
        "case \($0.patterns.map(of).joined(separator: ", "))"
          + ($0.filter.map { " where \(of($0))" } ?? "") + ": \(of($0.body))"
      }
      return "switch \(of(subject)) {\(written.joined(separator: " "))"
        + (otherwise.map { " default: \(of($0))" } ?? "") + "}"
    case .returning(let value): return "return" + (value.map { " \(of($0))" } ?? "")
    case .unsupported(let what): return "unsupported(\(what))"
    case .forIn(let pattern, let sequence, let filter, let body, let label):
      return labelled(label) + "for \(of(pattern)) in \(of(sequence))"
        + (filter.map { " where \(of($0))" } ?? "") + " \(of(body))"
    case .whileLoop(let conditions, let body, let step, let label):
      return labelled(label) + "while \(of(conditions)) \(of(body))"
        + (step.isEmpty ? "" : " step \(of(step))")
    case .repeatWhile(let body, let condition, let label):
      return labelled(label) + "repeat \(of(body)) while \(of(condition))"
    case .breaking(let label): return "break" + (label.map { " \($0)" } ?? "")
    case .continuing(let label): return "continue" + (label.map { " \($0)" } ?? "")
    case .deferred(let body): return "defer \(of(body))"
    case .doCatch(let body, let catches):
      return "do \(of(body))"
        + catches.map { " catch\($0.pattern.map { " \(of($0))" } ?? "") \(of($0.body))" }.joined()
    case .throwing(let value): return "throw \(of(value))"
    }
  }

  static func of(_ conditions: [Condition]) -> String {
    conditions.map { condition in
      switch condition {
      case .boolean(let value): of(value)
      case .optionalBinding(let name, let type, let value, _, _):
        "let \(name)" + (type.map { ": \($0)" } ?? "") + (value.map { " = \(of($0))" } ?? "")
      case .available(let major, let minor, let negated, _):
        "#\(negated ? "unavailable" : "available")(iOS \(major).\(minor))"
      case .matching(let pattern, let value, _): "case \(of(pattern)) = \(of(value))"
      }
    }.joined(separator: ", ")
  }
}

extension SourceLocation {
  /// `line:column`, as a compiler writes it.
  var text: String { "\(line):\(column)" }
}
