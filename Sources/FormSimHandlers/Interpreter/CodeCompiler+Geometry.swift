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
    enum Made { case point, size, rect, insets }
    let made: Made
    switch name {
    case "CGPoint", "CGPointMake", "NSMakePoint": made = .point
    case "CGSize", "CGSizeMake", "NSMakeSize": made = .size
    case "CGRect", "CGRectMake", "NSMakeRect": made = .rect
    case "UIEdgeInsets", "UIEdgeInsetsMake": made = .insets
    default: return nil
    }
    let count = made == .point || made == .size ? 2 : 4
    // `CGRect(origin:size:)` is two values, not four numbers: left to `callGlobal`.
    guard arguments.count == count, !mayBeLocal(name), !UIKitSurface.viewMethods.contains(name)
    else { return nil }
    if count == 4 { return fourNumbers(name, made == .rect, arguments, at: location) }
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
        throw .notANumber(name, argument: 1, at: location)
      }
      guard let y = b.number else {
        throw .notANumber(name, argument: 2, at: location)
      }
      switch made {
      case .point: return .point(Point(x: x, y: y))
      default: return .size(Size(width: x, height: y))
      }
    }
  }

  /// `CGRect(x:y:width:height:)`, `UIEdgeInsets(top:left:bottom:right:)` and their C
  /// spellings, as `callGlobal` builds them from four numbers in order.
  private func fourNumbers(
    _ name: String, _ isRect: Bool, _ arguments: [CompiledArgument], at location: SourceLocation
  ) -> ExpressionCode {
    let (first, second, third, fourth) = (
      arguments[0].value, arguments[1].value, arguments[2].value, arguments[3].value
    )
    return { e throws(Interruption) in
      func number(_ index: Int, _ value: Value) throws(Interruption) -> Double {
        guard let number = value.number else {
          throw .notANumber(name, argument: index + 1, at: location)
        }
        return number
      }
      // All four are evaluated before any is checked, as for any call.
      let a = try e.value(of: first)
      let b = try e.value(of: second)
      let c = try e.value(of: third)
      let d = try e.value(of: fourth)
      let numbers = (
        try number(0, a), try number(1, b), try number(2, c), try number(3, d)
      )
      if isRect {
        return .rect(Rect(x: numbers.0, y: numbers.1, width: numbers.2, height: numbers.3))
      }
      return .insets(
        EdgeInsets(top: numbers.0, left: numbers.1, bottom: numbers.2, right: numbers.3))
    }
  }
}
