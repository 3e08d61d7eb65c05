/// An expression written back as Swift-like text, for event-log lines and messages.
enum SourceText {
  static func of(_ expression: Expression) -> String {
    switch expression.kind {
    case .name(let name), .resolved(_, let name): return name
    case .implicitMember(let name): return "." + name
    case .member(let base, let name): return postfixed(base) + "." + name
    case .optionalChain(let base): return postfixed(base) + "?"
    case .forceUnwrap(let base): return postfixed(base) + "!"
    case .call(let callee, let arguments):
      return postfixed(callee) + "(" + arguments.map(argument).joined(separator: ", ") + ")"
    case .subscripted(let base, let arguments):
      return postfixed(base) + "[" + arguments.map(argument).joined(separator: ", ") + "]"
    case .integer(let number): return String(number)
    case .float(let number): return String(number)
    case .string(let text): return "\"" + text + "\""
    case .interpolated: return "\"…\""
    case .boolean(let flag): return flag ? "true" : "false"
    case .nilLiteral: return "nil"
    case .binary(let op, let lhs, let rhs):
      // Left-associative: a right operand of the same precedence keeps its parentheses.
      return operand(lhs, below: op.precedence) + " " + op.rawValue + " "
        + operand(rhs, below: op.precedence + 1)
    case .prefix(let op, let operand): return op.rawValue + self.operand(operand, below: .max)
    case .ternary(let condition, let then, let otherwise):
      return of(condition) + " ? " + of(then) + " : " + of(otherwise)
    case .cast(let value, let kind, let type): return of(value) + " " + kind.rawValue + " " + type
    case .closure: return "{ … }"
    case .tuple(let elements): return "(" + elements.map(argument).joined(separator: ", ") + ")"
    case .array(let elements): return "[" + elements.map(of).joined(separator: ", ") + "]"
    case .dictionary: return "[…]"
    case .selector(let name): return "#selector(" + name + ")"
    case .optionalTry(let value): return "try? " + of(value)
    case .unsupported(let what), .opaque(let what): return what
    }
  }

  /// An operand, in parentheses when it is an operation that binds less tightly than
  /// `precedence` (`a && (b || c)`, `-(a + b)`).
  static func operand(_ expression: Expression, below precedence: Int) -> String {
    switch expression.kind {
    case .binary(let op, _, _) where op.precedence < precedence: "(" + of(expression) + ")"
    case .ternary where precedence > 100: "(" + of(expression) + ")"
    default: of(expression)
    }
  }

  /// The base of a member, a call or a subscript, in parentheses when it is an operation, which
  /// the front ends keep without its written parentheses (`(view as? UITextView)?.inputView`).
  static func postfixed(_ expression: Expression) -> String {
    switch expression.kind {
    case .binary, .prefix, .ternary, .cast, .optionalTry: "(" + of(expression) + ")"
    default: of(expression)
    }
  }

  static func argument(_ argument: Argument) -> String {
    (argument.label.map { $0 + ": " } ?? "") + of(argument.value)
  }
}
