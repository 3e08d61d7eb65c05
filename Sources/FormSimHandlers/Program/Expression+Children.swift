extension Expression {
  /// The expressions directly inside this one (a closure's body is statements, which the
  /// passes that need it walk themselves).
  var children: [Expression] {
    switch kind {
    case .name, .resolved, .implicitMember, .integer, .float, .string, .boolean, .nilLiteral,
      .selector,
      .unsupported, .opaque:
      return []
    case .member(let base, _), .optionalChain(let base), .forceUnwrap(let base),
      .prefix(_, let base), .cast(let base, _, _), .optionalTry(let base):
      return [base]
    case .call(let base, let arguments), .subscripted(let base, let arguments):
      return [base] + arguments.map(\.value)
    case .interpolated(let parts):
      return parts.compactMap {
        if case .value(let inner) = $0 { return inner }
        return nil
      }
    case .binary(_, let lhs, let rhs): return [lhs, rhs]
    case .ternary(let a, let b, let c): return [a, b, c]
    case .closure: return []
    case .tuple(let arguments): return arguments.map(\.value)
    case .array(let elements): return elements
    case .dictionary(let entries): return entries.flatMap { [$0.key, $0.value] }
    }
  }
}
