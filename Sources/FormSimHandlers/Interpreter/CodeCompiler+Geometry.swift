import FormSimCore

extension CodeCompiler {
  /// `CGPoint(x:y:)`, `CGSize(width:height:)` and their C spellings with two arguments, where
  /// the name can only mean the global (no local, no method of the file): the point or size
  /// built from the two numbers, as `Evaluator.callGlobal` builds it, without an argument array
  /// or a search through the globals' names. Nil for any other call, which `call` compiles as
  /// it is.
  func geometryConstructor(
    _ name: String, _ arguments: [CompiledArgument], at location: SourceLocation
  ) -> ExpressionCode? {
    enum Made { case point, size }
    let made: Made
    switch name {
    case "CGPoint", "CGPointMake", "NSMakePoint": made = .point
    case "CGSize", "CGSizeMake", "NSMakeSize": made = .size
    default: return nil
    }
    guard arguments.count == 2, !mayBeLocal(name), !UIKitSurface.viewMethods.contains(name)
    else { return nil }
    switch resolved[name] {
    case nil, .global?: break
    case .property?, .method?: return nil
    }
    let first = arguments[0].value
    let second = arguments[1].value
    return { e throws(Interruption) in
      // Both arguments are evaluated before either is checked, as for any call.
      let a = try e.value(of: first)
      let b = try e.value(of: second)
      guard let x = a.number else {
        throw .refused("'\(name)' needs a number as argument 1", location)
      }
      guard let y = b.number else {
        throw .refused("'\(name)' needs a number as argument 2", location)
      }
      switch made {
      case .point: return .point(Point(x: x, y: y))
      case .size: return .size(Size(width: x, height: y))
      }
    }
  }
}
