extension CodeCompiler {
  func expression(_ expression: Expression) -> CompiledExpression {
    let at = expression.location
    var usesHint = false
    let code: ExpressionCode
    switch expression.kind {
    case .name(let name):
      code = self.name(name, at: at)
    case .implicitMember(let name):
      usesHint = true
      code = { e throws(Interruption) in try e.implicitMember(name, hint: nil, at: at) }
    case .member(let base, let name):
      if let type = typeName(base),
        let value = Evaluator.typeMember(name, of: type, constant: UIKitNames.constant(name))
      {
        // `UIResponder.keyboardFrameEndUserInfoKey`, `NotificationCenter.default`.
        code = { _ throws(Interruption) in value }
        break
      }
      code = memberRead(of: base, name, at: at)
    case .optionalChain(let base):
      let innerCode = self.expression(base).code
      code = { e throws(Interruption) in
        let inner = try innerCode(e)
        if inner.isNothing { throw .chainEnded }
        return inner
      }
    case .forceUnwrap(let base):
      let inner = self.expression(base)
      code = { e throws(Interruption) in
        let value = try e.value(of: inner)
        if value.isNothing {
          throw .crash("unexpectedly found nil while unwrapping '\(SourceText.of(base))'", at)
        }
        return value
      }
    case .call(let callee, let arguments):
      code = call(callee, arguments, at: at)
    case .subscripted(let base, let arguments):
      if let read = userInfoRead(base, arguments, at: at) {
        code = read
        break
      }
      let receiverCode = self.expression(base).code
      let key = arguments.first.map { self.expression($0.value) }
      code = { e throws(Interruption) in
        let receiver = try receiverCode(e)
        guard let key else { throw .refused("an empty subscript", at) }
        return try e.subscripted(receiver, by: try e.value(of: key), at: at)
      }
    case .integer(let number):
      code = { _ throws(Interruption) in .int(number) }
    case .float(let number):
      code = { _ throws(Interruption) in .double(number) }
    case .string(let text):
      code = { _ throws(Interruption) in .string(text) }
    case .boolean(let flag):
      code = { _ throws(Interruption) in .bool(flag) }
    case .nilLiteral:
      code = { _ throws(Interruption) in .nothing }
    case .binary(let op, let lhs, let rhs):
      if op == "??", let read = nilDefaultedRead(lhs, rhs) {
        code = read
        break
      }
      code = binary(op, self.expression(lhs), self.expression(rhs), at: at)
    case .prefix(let op, let operand):
      code = prefix(op, self.expression(operand), at: at)
    case .ternary(let condition, let then, let otherwise):
      let test = self.expression(condition)
      let yes = self.expression(then)
      let no = self.expression(otherwise)
      code = { e throws(Interruption) in
        try e.value(of: test).isTrue ? try e.value(of: yes) : try e.value(of: no)
      }
    case .cast(let inner, let kind, let type):
      let value = self.expression(inner)
      let test = CastTest(kind: kind, type: type)
      code = { e throws(Interruption) in
        try e.cast(try e.value(of: value), test, at: at)
      }
    case .closure(let parameters, let body):
      let compiled = ClosureCode(block: closureBlock(body))
      code = { e throws(Interruption) in
        .closure(
          Closure(
            parameters: parameters, body: body, captured: e.locals, location: at, code: compiled))
      }
    case .tuple(let elements) where elements.count == 1:
      // `(x)` is `x`, hint and all.
      let inner = self.expression(elements[0].value)
      return CompiledExpression(expression: expression, code: inner.code, usesHint: inner.usesHint)
    case .selector(let name):
      code = { _ throws(Interruption) in .selector(name) }
    case .dictionary:
      code = { _ throws(Interruption) in .opaque("a dictionary") }
    case .tuple, .interpolated, .array, .unsupported:
      code = { e throws(Interruption) in try e.chained(expression, hint: nil) }
    }
    return CompiledExpression(expression: expression, code: code, usesHint: usesHint)
  }

  /// The type a name always stands for: a capitalised global that no local can hide (no view
  /// answers a capitalised member, so a `UIView` extension's `self` does not either).
  func typeName(_ base: Expression) -> String? {
    guard case .name(let name) = base.kind, let value = constantName(name),
      case .type(let type) = value
    else { return nil }
    return type
  }

  /// The value of a capitalised global no local can hide, which is the same wherever it is read.
  func constantName(_ name: String) -> Value? {
    guard let first = name.first, first.isUppercase, !mayBeLocal(name),
      case .global(let value)? = resolved[name]
    else { return nil }
    return value
  }

  /// `base.name`; a member of a member (`self.view.frame`) read in one closure, not one per
  /// member: each closure's call is a good part of a read's cost.
  func memberRead(of base: Expression, _ name: String, at location: SourceLocation)
    -> ExpressionCode
  {
    let member = memberRead(name, at: location)
    if case .member(let inner, let innerName) = base.kind,
      typeName(inner).flatMap({
        Evaluator.typeMember(innerName, of: $0, constant: UIKitNames.constant(innerName))
      }) == nil
    {
      let innerMember = memberRead(innerName, at: base.location)
      let receiverCode = expression(inner).code
      return { e throws(Interruption) in
        try e.read(member, of: try e.read(innerMember, of: try receiverCode(e)))
      }
    }
    let receiverCode = expression(base).code
    if case .name(let local) = base.kind, let geometry = member.geometry, mayBeLocal(local),
      local != "self", local != "super"
    {
      // `size.height` of a local: read where the local is held, without a copy of its value.
      // Anything else (no such local, a value without the member) is read the general way,
      // which repeats nothing: finding a local has no effect.
      let key = LocalName(local)
      return { e throws(Interruption) in
        if let value = e.locals.read(geometry, of: key) { return value }
        return try e.read(member, of: try receiverCode(e))
      }
    }
    return { e throws(Interruption) in try e.read(member, of: try receiverCode(e)) }
  }

  /// `base?.name ?? zero`, what the Objective-C front end makes of a message to what may be
  /// nil, in one closure: as the chain, the member and `??` would give it.
  func nilDefaultedRead(_ lhs: Expression, _ rhs: Expression) -> ExpressionCode? {
    guard case .member(let chained, let name) = lhs.kind,
      case .optionalChain(let base) = chained.kind
    else { return nil }
    let receiver = expression(base)
    let member = memberRead(name, at: lhs.location)
    let zero = expression(rhs)
    return { e throws(Interruption) in
      let object = try e.value(of: receiver)
      if !object.isNothing {
        do throws(Interruption) {
          let value = try e.read(member, of: object)
          if !value.isNothing { return value }
        } catch .chainEnded {
        } catch {
          throw error
        }
      }
      return try e.value(of: zero, likeValue: .double(0))
    }
  }

  /// A name, as `Evaluator.lookup` finds it, with what it is outside the locals settled here.
  func name(_ name: String, at location: SourceLocation) -> ExpressionCode {
    if name == "self" || name == "super" {
      return { e throws(Interruption) in .object(e.selfObject) }
    }
    if let value = constantName(name) { return { _ throws(Interruption) in value } }
    let local = mayBeLocal(name)
    let meaning = resolved[name]
    let key = LocalName(name)
    // A property is what `lookup` finds first beyond the locals: read its slot directly.
    if case .property(let slot)? = meaning {
      if !local { return { e throws(Interruption) in try e.property(slot, at: location) } }
      return { e throws(Interruption) in
        if let value = e.locals.value(key) { return value }
        return try e.property(slot, at: location)
      }
    }
    return { e throws(Interruption) in
      if local, let value = e.locals.value(key) { return value }
      return try e.lookup(name, beyondLocals: meaning, at: location)
    }
  }

  func arguments(_ arguments: [Argument]) -> [CompiledArgument] {
    arguments.map {
      CompiledArgument(
        label: $0.label, value: expression($0.value), isTrailingClosure: $0.isTrailingClosure)
    }
  }

  /// A call, as `Evaluator.call(_:_:at:)` makes it.
  func call(_ callee: Expression, _ arguments: [Argument], at location: SourceLocation)
    -> ExpressionCode
  {
    let args = self.arguments(arguments)
    switch callee.kind {
    case .member(let base, let name):
      if case .name("super") = base.kind { return { _ throws(Interruption) in .void } }
      if let animation = animationWithDuration(base, name, arguments, at: location) {
        return animation
      }
      if let known = memberCall(base, name, args, at: location) { return known }
      let receiverCode = expression(base).code
      return { e throws(Interruption) in
        let receiver = try receiverCode(e)
        return try e.callMember(name, onOptional: receiver, try e.evaluate(args), at: location)
      }
    case .name(let name):
      if let made = geometryConstructor(name, args, at: location) { return made }
      let local = mayBeLocal(name)
      let viewMethod = UIKitSurface.viewMethods.contains(name)
      let key = LocalName(name)
      return { e throws(Interruption) in
        let values = try e.evaluate(args)
        if local, let value = e.locals.value(key) {
          return try e.callValue(value, values, at: location)
        }
        if let method = e.handler.method(name, arity: values.count) {
          return try e.call(method, with: values.values)
        }
        if viewMethod, e.selfObject != .viewController {
          return try e.callMember(name, on: .object(e.selfObject), values, at: location)
        }
        return try e.callGlobal(name, values, at: location)
      }
    case .implicitMember(let name):
      return { e throws(Interruption) in
        let values = try e.evaluate(args)
        if name == "now" { return .double(0) }
        return try e.callGlobal(name, values, at: location)
      }
    default:
      let functionCode = expression(callee).code
      return { e throws(Interruption) in
        let function = try functionCode(e)
        return try e.callValue(function, try e.evaluate(args), at: location)
      }
    }
  }

  /// A binary operator, as `Evaluator.binary` applies it.
  func binary(
    _ op: String, _ lhs: CompiledExpression, _ rhs: CompiledExpression, at location: SourceLocation
  ) -> ExpressionCode {
    switch op {
    case "&&":
      return { e throws(Interruption) in
        guard try e.value(of: lhs).isTrue else { return .bool(false) }
        return .bool(try e.value(of: rhs).isTrue)
      }
    case "||":
      return { e throws(Interruption) in
        if try e.value(of: lhs).isTrue { return .bool(true) }
        return .bool(try e.value(of: rhs).isTrue)
      }
    case "??":
      return { e throws(Interruption) in
        let left = try e.value(of: lhs)
        return left.isNothing ? try e.value(of: rhs, likeValue: .double(0)) : left
      }
    default: break
    }
    let operation: @Sendable (Evaluator, Value, Value) throws(Interruption) -> Value
    if case .nilLiteral = rhs.expression.kind, ["==", "===", "!=", "!=="].contains(op) {
      // `x != nil`: `equal` finds a value equal to nil only when it is nil.
      let isEqual = op == "==" || op == "==="
      return { e throws(Interruption) in
        .bool(try e.value(of: lhs).isNothing == isEqual)
      }
    }
    switch op {
    case "==", "===":
      operation = { e, left, right throws(Interruption) in .bool(e.equal(left, right)) }
    case "!=", "!==":
      operation = { e, left, right throws(Interruption) in .bool(!e.equal(left, right)) }
    case "<", "<=", ">", ">=":
      let compare: @Sendable (Double, Double) -> Bool
      switch op {
      case "<": compare = { $0 < $1 }
      case "<=": compare = { $0 <= $1 }
      case ">": compare = { $0 > $1 }
      default: compare = { $0 >= $1 }
      }
      operation = { _, left, right throws(Interruption) in
        guard let a = left.number, let b = right.number else {
          throw .refused("comparing \(left.logText) with \(right.logText)", location)
        }
        return .bool(compare(a, b))
      }
    default:
      let doubles = DoubleOperator(rawValue: op)
      if let doubles, !rhs.usesHint {
        // Arithmetic on numbers, the common case, without a second closure for the operator.
        return { e throws(Interruption) in
          let left = try e.value(of: lhs)
          let right = try e.value(of: rhs)
          if let result = doubles.apply(left, right) { return result }
          return try e.arithmetic(op, left, right, at: location)
        }
      }
      operation = { e, left, right throws(Interruption) in
        if let doubles, let result = doubles.apply(left, right) { return result }
        return try e.arithmetic(op, left, right, at: location)
      }
    }
    return { e throws(Interruption) in
      let left = try e.value(of: lhs)
      let right = try e.value(of: rhs, likeValue: left)
      return try operation(e, left, right)
    }
  }

  /// `!x`, `-x`, `+x`, as `Evaluator.chained` applies them, the operator settled here.
  func prefix(_ op: String, _ operand: CompiledExpression, at location: SourceLocation)
    -> ExpressionCode
  {
    switch op {
    case "!":
      return { e throws(Interruption) in .bool(!(try e.value(of: operand).isTrue)) }
    case "-":
      return { e throws(Interruption) in
        let inner = try e.value(of: operand)
        if case .int(let number) = inner { return .int(-number) }
        guard let number = inner.number else {
          throw .refused("'-' on \(inner.logText)", location)
        }
        return .double(-number)
      }
    case "+":
      return { e throws(Interruption) in try e.value(of: operand) }
    default:
      return { e throws(Interruption) in
        _ = try e.value(of: operand)
        throw .refused("the operator '\(op)'", location)
      }
    }
  }
}

/// A call's argument, compiled.
struct CompiledArgument: Sendable {
  let label: String?
  let value: CompiledExpression
  let isTrailingClosure: Bool
}

extension Arguments.Item {
  /// The argument with its value, once evaluated.
  init(_ argument: CompiledArgument, value: Value) {
    self.init(label: argument.label, value: value, isTrailingClosure: argument.isTrailingClosure)
  }
}

extension Evaluator {
  func evaluate(_ arguments: [CompiledArgument]) throws(Interruption) -> Arguments {
    try evaluate(arguments) { (argument) throws(Interruption) in
      Arguments.Item(argument, value: try value(of: argument.value))
    }
  }

  /// A call's arguments, each evaluated in order, whichever form (compiled or not) holds them.
  @inline(__always)
  func evaluate<Source>(
    _ arguments: [Source], _ item: (Source) throws(Interruption) -> Arguments.Item
  ) throws(Interruption) -> Arguments {
    var items: [Arguments.Item] = []
    items.reserveCapacity(arguments.count)
    for argument in arguments { items.append(try item(argument)) }
    return Arguments(items: items)
  }
}
