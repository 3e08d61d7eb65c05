import FormSimHandlers
import SwiftSyntax

/// Patterns: of `switch` cases, `if case`, `for` and `catch`.
extension SwiftLowering {
  /// `syntax` as a pattern; `binding` is true inside `let`/`var` (and for a `for` loop's
  /// names), where a bare name binds instead of naming a value to compare with.
  func pattern(_ syntax: PatternSyntax, binding: Bool) -> Pattern {
    switch syntax.as(PatternSyntaxEnum.self) {
    case .wildcardPattern: return .wildcard
    case .identifierPattern(let name): return .binding(identifier(name.identifier))
    case .valueBindingPattern(let bound): return pattern(bound.pattern, binding: true)
    case .tuplePattern(let tuple):
      return .tuple(tuple.elements.map { pattern($0.pattern, binding: binding) })
    case .isTypePattern(let check): return .typed(nil, check.type.trimmedDescription)
    case .expressionPattern(let value): return pattern(value.expression, binding: binding)
    default:
      return .value(
        Expression(.unsupported("the pattern '\(Self.excerpt(syntax))'"), at: location(of: syntax)))
    }
  }

  /// A pattern written as an expression: `.success(let x)`, `Kind.a`, `let x?`, `x as T`, or
  /// a value to compare with.
  private func pattern(_ syntax: ExprSyntax, binding: Bool) -> Pattern {
    switch syntax.as(ExprSyntaxEnum.self) {
    case .discardAssignmentExpr: return .wildcard
    case .patternExpr(let inner): return pattern(inner.pattern, binding: binding)
    case .declReferenceExpr(let reference) where binding:
      return .binding(identifier(reference.baseName))
    case .optionalChainingExpr(let optional):
      return .some(pattern(optional.expression, binding: binding))
    case .tupleExpr(let tuple) where tuple.elements.count != 1:
      return .tuple(tuple.elements.map { pattern($0.expression, binding: binding) })
    case .tupleExpr(let tuple):
      return pattern(tuple.elements.first!.expression, binding: binding)
    case .asExpr(let cast):
      return .typed(pattern(cast.expression, binding: binding), cast.type.trimmedDescription)
    case .functionCallExpr(let call):
      if let name = caseName(call.calledExpression) {
        return .enumCase(name, call.arguments.map { pattern($0.expression, binding: binding) })
      }
    case .memberAccessExpr(let member) where binding:
      return .enumCase(identifier(member.declName.baseName), [])
    default: break
    }
    return .value(expression(syntax))
  }

  /// `success` in `.success(…)` and `Result.success(…)`.
  private func caseName(_ callee: ExprSyntax) -> String? {
    guard let member = callee.as(MemberAccessExprSyntax.self) else { return nil }
    return identifier(member.declName.baseName)
  }
}

extension Pattern {
  /// Whether the pattern, or one inside it, is one the front end could not lower.
  var isUnsupported: Bool {
    switch self {
    case .wildcard, .binding: false
    case .value(let expression):
      if case .unsupported = expression.kind { true } else { false }
    case .enumCase(_, let inner), .tuple(let inner): inner.contains(where: \.isUnsupported)
    case .some(let inner): inner.isUnsupported
    case .typed(let inner, _): inner?.isUnsupported ?? false
    }
  }
}
