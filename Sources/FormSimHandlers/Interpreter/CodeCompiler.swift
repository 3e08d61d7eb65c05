/// Compiles a handler's statements and expressions into closures (`CompiledCode`) once per
/// file, with what the file's tables say each name is: a name never declared as a local is not
/// searched for among the locals, a property's slot and a global's value are found here, a
/// skipped statement compiles to nothing.
///
/// Every closure does what `Evaluator.chained`, `execute` and `assign` do with the same node, in
/// the same order; the kinds no handler runs at every keyboard change (string interpolation,
/// array literals, `switch`) call those with the node.
struct CodeCompiler {
  let resolved: NameTable<CompiledHandler.Resolved>
  let slots: NameTable<CompiledHandler.PropertySlot>
  let skipped: Set<SourceLocation>
  /// Every name the file declares as a local anywhere: a parameter, a `let` or `var`, a
  /// binding, a closure's parameter.
  let localNames: Set<String>
  /// The names of the file's methods.
  let methodNames: Set<String>

  func mayBeLocal(_ name: String) -> Bool {
    localNames.contains(name) || name.hasPrefix("$")
  }

  // MARK: Blocks

  func block(_ statements: [Statement]) -> CompiledBlock {
    CompiledBlock(run: sequence(statements[...]), singleExpression: nil)
  }

  /// A closure's body: one expression is the closure's value (and is not skipped).
  func closureBlock(_ statements: [Statement]) -> CompiledBlock {
    if statements.count == 1, case .expression(let only) = statements[0].kind {
      return CompiledBlock(run: { _ throws(Interruption) in }, singleExpression: expression(only))
    }
    return block(statements)
  }

  /// The statements not skipped, as one closure that calls each in turn from what it captured.
  /// Closures kept in an array are stored as a generic value is, and each call from there goes
  /// through a conversion and a retain; captured ones are called directly.
  func sequence(_ statements: ArraySlice<Statement>) -> StatementCode {
    var rest = statements
    func next() -> StatementCode? {
      while let statement = rest.popFirst() {
        if let code = self.statement(statement) { return code }
      }
      return nil
    }
    guard let first = next() else { return { _ throws(Interruption) in } }
    guard let second = next() else { return first }
    guard let third = next() else {
      return { e throws(Interruption) in
        try first(e)
        try second(e)
      }
    }
    guard let fourth = next() else {
      return { e throws(Interruption) in
        try first(e)
        try second(e)
        try third(e)
      }
    }
    let remaining = sequence(rest)
    return { e throws(Interruption) in
      try first(e)
      try second(e)
      try third(e)
      try fourth(e)
      try remaining(e)
    }
  }

  // MARK: Statements

  /// The statement's code; nil for one the check skipped.
  func statement(_ statement: Statement) -> StatementCode? {
    if skipped.contains(statement.location) { return nil }
    let location = statement.location
    switch statement.kind {
    case .variable(let name, let type, let initial, _):
      let value = initial.map(expression)
      let conversion = NumberConversion(type)
      let key = LocalName(name)
      if let value, !value.usesHint {
        if case .keep = conversion {
          // `let insets = UIEdgeInsets(…)`: a value stored as it is.
          return { e throws(Interruption) in e.declare(key, try e.value(of: value)) }
        }
        return { e throws(Interruption) in
          e.declare(key, conversion.apply(try e.value(of: value)))
        }
      }
      return { e throws(Interruption) in
        var declared = Value.nothing
        if let value { declared = conversion.apply(try e.value(of: value, type: type)) }
        e.declare(key, declared)
      }
    case .assignment(let target, let op, let valueExpression):
      return assignment(target, op, valueExpression, at: location)
    case .expression(let inner):
      let code = expression(inner)
      return { e throws(Interruption) in _ = try e.value(of: code) }
    case .ifElse(let conditions, let then, let otherwise):
      let test = self.conditions(conditions)
      let thenBlock = block(then)
      let elseBlock = otherwise.map(block)
      return { e throws(Interruption) in
        let outer = e.locals.open()
        defer { e.locals.close(outer) }
        if try test(e) {
          try e.execute(thenBlock)
        } else if let elseBlock {
          // The else branch does not see the bindings of the conditions that failed.
          e.locals.close(outer)
          _ = e.locals.open()
          try e.execute(elseBlock)
        }
      }
    case .guardElse(let conditions, let otherwise):
      let test = self.conditions(conditions)
      let elseBlock = block(otherwise)
      return { e throws(Interruption) in
        if try !test(e) {
          try e.execute(elseBlock)
          throw .returned(.void)
        }
      }
    case .returning(let value):
      let code = value.map(expression)
      return { e throws(Interruption) in
        var result = Value.void
        if let code { result = try e.value(of: code) }
        throw .returned(result)
      }
    case .switchCases, .unsupported:
      return { e throws(Interruption) in try e.execute(statement) }
    }
  }

  func assignment(
    _ target: Expression, _ op: String, _ valueExpression: Expression, at location: SourceLocation
  ) -> StatementCode {
    let read = expression(target)
    let value = expression(valueExpression)
    let store = assignmentTarget(target)
    let compound = op == "=" ? nil : Evaluator.operation(ofCompound: op)
    let doubles = compound.flatMap(DoubleOperator.init(rawValue:))
    let takesTargetType: Bool
    if case .implicitMember = valueExpression.kind {
      takesTargetType = true
    } else {
      takesTargetType = false
    }
    let general = generalAssignment(
      target, read: read, value: value, store: store, compound: compound, doubles: doubles,
      takesTargetType: takesTargetType, at: location)
    guard !takesTargetType, let local = LocalGeometryAssignment(target, in: self) else {
      return general
    }
    return local.code(
      value: value, compound: compound, doubles: doubles, target: target, location: location,
      general: general, store: store)
  }

  /// An assignment as `Evaluator.assign` makes it: read (when compound), evaluate, store.
  private func generalAssignment(
    _ target: Expression, read: CompiledExpression, value: CompiledExpression,
    store: @escaping AssignmentCode, compound: String?, doubles: DoubleOperator?,
    takesTargetType: Bool, at location: SourceLocation
  ) -> StatementCode {
    if compound == nil && !takesTargetType {
      // `target = value`, the most common statement: nothing to read first.
      return { e throws(Interruption) in
        let newValue = try e.value(of: value)
        try store(e, newValue)
        e.noteAssignment(to: target, newValue, at: location)
      }
    }
    return { e throws(Interruption) in
      let current = compound == nil ? nil : try e.value(of: read)
      var newValue: Value
      if takesTargetType {
        newValue = try e.value(of: value, likeValue: try e.value(of: read))
      } else {
        newValue = try e.value(of: value)
      }
      if let compound, let current {
        if let doubles, let result = doubles.apply(current, newValue) {
          newValue = result
        } else {
          newValue = try e.arithmetic(compound, current, newValue, at: location)
        }
      }
      try store(e, newValue)
      e.noteAssignment(to: target, newValue, at: location)
    }
  }

  /// Storing through a path, as `Evaluator.assign` does.
  func assignmentTarget(_ target: Expression) -> AssignmentCode {
    let at = target.location
    switch target.kind {
    case .name(let name):
      let local = mayBeLocal(name)
      let slot = slots[name]
      let key = LocalName(name)
      return { e, newValue throws(Interruption) in
        if local, e.locals.assign(key, newValue) { return }
        if e.selfObject != .viewController, slot == nil {
          try e.setMember(name, of: e.selfObject, to: newValue, at: at)
          return
        }
        try e.storeProperty(name, slot, newValue, at: at)
      }
    case .member(let base, let name):
      let receiverCode = expression(base).code
      let storeBase = assignmentTarget(base)
      let objectMember = ObjectMember(rawValue: name)
      let geometry = GeometryMember(rawValue: name)
      return { e, newValue throws(Interruption) in
        let receiver = try receiverCode(e)
        switch receiver {
        case .object(let object):
          if let objectMember, try objectMember.set(newValue, of: object, in: e, at: at) { return }
          try e.setMember(name, of: object, to: newValue, at: at)
        case .nothing:
          throw .nilWrite(of: name, at: at)
        default:
          if let geometry, let changed = try geometry.setting(newValue, of: receiver, at: at, in: e)
          {
            try storeBase(e, changed)
          } else {
            try storeBase(e, try e.settingMember(name, of: receiver, to: newValue, at: at))
          }
        }
      }
    case .optionalChain(let base):
      let innerCode = expression(base).code
      let storeBase = assignmentTarget(base)
      return { e, newValue throws(Interruption) in
        if try innerCode(e).isNothing { throw .chainEnded }
        try storeBase(e, newValue)
      }
    case .forceUnwrap(let base):
      let inner = expression(base)
      let storeBase = assignmentTarget(base)
      return { e, newValue throws(Interruption) in
        if try e.value(of: inner).isNothing {
          throw .crash("unexpectedly found nil while unwrapping '\(SourceText.of(base))'", at)
        }
        try storeBase(e, newValue)
      }
    case .tuple(let elements) where elements.count == 1:
      return assignmentTarget(elements[0].value)
    default:
      return { _, _ throws(Interruption) in
        throw .refused("assigning to \(SourceText.of(target))", at)
      }
    }
  }

  // MARK: Conditions

  /// Whether every clause holds, as `Evaluator.holds` decides; bindings go into the innermost
  /// scope.
  func conditions(_ conditions: [Condition]) -> @Sendable (Evaluator) throws(Interruption) -> Bool {
    guard !conditions.isEmpty else { return { _ throws(Interruption) in true } }
    return clauses(conditions[...])
  }

  /// The clauses in order, each tried only if those before it held; built from captured
  /// closures, not an array of them (see `sequence`).
  private func clauses(_ conditions: ArraySlice<Condition>)
    -> @Sendable (Evaluator) throws(Interruption) -> Bool
  {
    let first = condition(conditions[conditions.startIndex])
    guard conditions.count > 1 else { return first }
    let rest = clauses(conditions.dropFirst())
    return { e throws(Interruption) in
      guard try first(e) else { return false }
      return try rest(e)
    }
  }

  func condition(_ condition: Condition) -> @Sendable (Evaluator) throws(Interruption) -> Bool {
    switch condition {
    case .boolean(let inner):
      let code = expression(inner)
      return { e throws(Interruption) in try e.value(of: code).isTrue }
    case .optionalBinding(let name, let type, let value, _):
      let code = value.map(expression)
      let conversion = NumberConversion(type)
      let key = LocalName(name)
      return { e throws(Interruption) in
        let bound: Value
        if let code {
          bound = try e.value(of: code, type: type)
        } else {
          bound = try e.lookup(name, at: .none)
        }
        if bound.isNothing { return false }
        e.declare(key, conversion.apply(bound))
        return true
      }
    case .available(let major, let minor, let negated, _):
      return { e throws(Interruption) in
        let version = e.simulatedVersion
        let available = version.major > major || (version.major == major && version.minor >= minor)
        return available != negated
      }
    }
  }
}
