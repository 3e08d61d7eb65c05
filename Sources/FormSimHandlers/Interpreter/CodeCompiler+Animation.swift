extension CodeCompiler {
  /// `UIView.animate(withDuration: d) { … }` (the block trailing or labelled `animations:`),
  /// the commonest call of all: what `Evaluator.animate` does with those two arguments, the
  /// block run where it is written instead of made a closure value and looked for among the
  /// arguments. Nil for any other call, which `call` compiles as it is.
  func animationWithDuration(
    _ base: Expression, _ name: String, _ arguments: [Argument], at location: SourceLocation
  ) -> ExpressionCode? {
    guard name == "animate", typeName(base) == "UIView", arguments.count == 2,
      arguments[0].label == "withDuration",
      arguments[1].label == nil || arguments[1].label == "animations",
      case .closure(let parameters, let body) = arguments[1].value.kind, parameters.isEmpty
    else { return nil }
    let duration = expression(arguments[0].value)
    let block = closureBlock(body)
    let blockLocation = arguments[1].value.location
    return { e throws(Interruption) in
      let timing = e.timing(duration: try e.value(of: duration), options: nil)
      try e.animating(timing) { () throws(Interruption) in
        try e.runBlock(block, at: blockLocation)
      }
      return .void
    }
  }
}

extension Evaluator {
  /// A closure's body run at once where it is written, as `call(_:with:)` runs the closure made
  /// there with no arguments: its own scope over a copy of the locals, its result dropped.
  func runBlock(_ block: CompiledBlock, at location: SourceLocation) throws(Interruption) {
    depth += 1
    defer { depth -= 1 }
    guard depth < 64 else { throw .crash("stack overflow in a closure", location) }
    let outerLocals = locals
    _ = locals.open()
    defer { locals = outerLocals }
    do {
      if let single = block.singleExpression {
        _ = try value(of: single)
      } else {
        try execute(block)
      }
    } catch .returned {
      return
    }
  }
}
