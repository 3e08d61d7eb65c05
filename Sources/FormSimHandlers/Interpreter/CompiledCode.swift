/// Code compiled once per file (`CodeCompiler`): Swift closures over what each name and
/// operator was resolved to, so that running a hook walks no enum and looks up no name that
/// the compiler could settle.
///
/// Each compiled piece does exactly what `Evaluator.chained` and `Evaluator.execute` do with
/// the node it came from; the rare kinds it does not compile call them with the node.

/// An expression's value inside an optional chain, with no hint for an implicit member.
typealias ExpressionCode = @Sendable (Evaluator) throws(Interruption) -> Value
/// A statement run for its effects.
typealias StatementCode = @Sendable (Evaluator) throws(Interruption) -> Void
/// A value stored through an assignment's target.
typealias AssignmentCode = @Sendable (Evaluator, Value) throws(Interruption) -> Void

/// A compiled expression, and the node it came from for what needs the node: messages and a
/// context's hint (`.zero` takes the type it is assigned to). A class, so that code holding
/// one copies a single reference, not the node and the closure.
final class CompiledExpression: Sendable {
  let expression: Expression
  let code: ExpressionCode
  /// An implicit member (or one in parentheses): its value depends on the hint.
  let usesHint: Bool

  init(expression: Expression, code: @escaping ExpressionCode, usesHint: Bool) {
    self.expression = expression
    self.code = code
    self.usesHint = usesHint
  }
}

/// Statements in order, as one piece of code (`CodeCompiler.sequence`), and, for a closure of
/// one expression, that expression (its value is the closure's result). A class, so that
/// running a method or a block takes one reference to its body instead of copying (and
/// retaining) each part of it.
final class CompiledBlock: Sendable {
  let run: StatementCode
  let singleExpression: CompiledExpression?

  init(run: @escaping StatementCode, singleExpression: CompiledExpression?) {
    self.run = run
    self.singleExpression = singleExpression
  }
}

/// A closure's compiled body, riding in the `Closure` value; equal to any other, so that a
/// closure's equality stays its parameters, body and captures.
struct ClosureCode: Sendable, Hashable {
  let block: CompiledBlock?

  static func == (lhs: ClosureCode, rhs: ClosureCode) -> Bool { true }
  func hash(into hasher: inout Hasher) {}
}

extension Evaluator {
  func value(of compiled: CompiledExpression) throws(Interruption) -> Value {
    do {
      return try compiled.code(self)
    } catch .chainEnded {
      return .nothing
    }
  }

  // An expression that reads a hint is walked as written, with it; the others run compiled,
  // without making one (a hint copies its type's name or its value).

  func value(of compiled: CompiledExpression, type: String?) throws(Interruption) -> Value {
    guard compiled.usesHint, let type else { return try value(of: compiled) }
    return try value(of: compiled.expression, type: type)
  }

  func value(of compiled: CompiledExpression, likeValue: Value) throws(Interruption) -> Value {
    guard compiled.usesHint else { return try value(of: compiled) }
    return try value(of: compiled.expression, likeValue: likeValue)
  }

  func execute(_ block: CompiledBlock) throws(Interruption) {
    try block.run(self)
  }
}
