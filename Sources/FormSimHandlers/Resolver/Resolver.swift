/// The pass between the program and the evaluator: it binds every name the code uses to what
/// it is (`NameBinding`), so that the evaluator reads each by index and searches no names. A
/// name a method's code declares (a `let`, a `var`, a binding, a parameter, a closure's
/// parameter, a `catch`'s `error`) gets a slot in the method's frame, and every use of it names
/// that slot; any other is what the file's names say (`CompiledHandler.fileNames`: a property,
/// a method, a global) or undeclared. `self` and `super` stay names.
///
/// A statement the check found FormSim does not simulate (`HandlerCompiler`'s skipped list)
/// leaves the method here, so that the evaluator never asks: a `let` or `var` among them
/// declares its local with an opaque value, since code FormSim knows nothing of made it
/// (`let info = KeyboardInfo(note)`), and calling it, storing it or passing it runs and changes
/// nothing; any other is gone.
///
/// Scopes follow Swift's: a block's names end with it, an `if`'s bindings reach its `then` block
/// only, a `guard`'s reach the rest of its block, and a name declared again in the same scope
/// (the patterns of one `case`, say) shares its slot. Slots are never reused within a method, so
/// that a closure's copy of the frame keeps what it captured.
struct Resolver {
  /// What the file's names outside any method are.
  private let file: NameTable<NameBinding>
  /// The statements that run as nothing, by location.
  private let skipped: SortedLocations
  /// The names in scope, innermost last, each with its slot.
  private var scopes: [[String: Int]] = [[:]]
  /// The next free slot: after the resolver has run, the frame's size.
  private(set) var frameSize = 0

  /// A method's body and parameters' default values resolved, with each parameter's slot.
  static func resolve(
    _ method: HandlerProgram.Method, file: NameTable<NameBinding>, skipped: SortedLocations
  ) -> (method: HandlerProgram.Method, parameterSlots: [Int], frameSize: Int) {
    var resolver = Resolver(file: file, skipped: skipped)
    var method = method
    for index in method.parameters.indices {
      method.parameters[index].defaultValue = method.parameters[index].defaultValue.map {
        resolver.resolve($0)
      }
    }
    let slots = method.parameters.map { resolver.declare($0.name) }
    method.body = resolver.resolve(block: method.body)
    return (method, slots, resolver.frameSize)
  }

  /// An expression outside any method (a property's initial value) resolved in a frame of its
  /// own.
  static func resolve(_ expression: Expression, file: NameTable<NameBinding>) -> Expression {
    var resolver = Resolver(file: file, skipped: SortedLocations([]))
    return resolver.resolve(expression)
  }

  private init(file: NameTable<NameBinding>, skipped: SortedLocations) {
    self.file = file
    self.skipped = skipped
  }

  // MARK: Scopes

  private mutating func declare(_ name: String) -> Int {
    if let slot = scopes[scopes.count - 1][name] { return slot }
    let slot = frameSize
    frameSize += 1
    scopes[scopes.count - 1][name] = slot
    return slot
  }

  private func slot(of name: String) -> Int? {
    for scope in scopes.reversed() {
      if let slot = scope[name] { return slot }
    }
    return nil
  }

  /// Runs `body` in a new innermost scope.
  private mutating func scoped<T>(_ body: (inout Resolver) -> T) -> T {
    scopes.append([:])
    defer { scopes.removeLast() }
    return body(&self)
  }

  // MARK: Statements

  private mutating func resolve(block statements: [Statement]) -> [Statement] {
    scoped { resolver in statements.compactMap { resolver.resolve($0) } }
  }

  private mutating func resolve(_ statement: Statement) -> Statement? {
    if skipped.contains(statement.location) {
      guard case .variable(let name, _, _, let isConstant, _) = statement.kind else { return nil }
      let opaque = Expression(.opaque(name), at: statement.location)
      return Statement(
        .variable(
          name: name, type: nil, value: opaque, isConstant: isConstant, slot: declare(name)),
        at: statement.location)
    }
    var statement = statement
    switch statement.kind {
    case .variable(let name, let type, let value, let isConstant, _):
      // The value is read before the name exists: `let frame = frame` reads the outer one.
      let value = value.map { resolve($0) }
      statement.kind = .variable(
        name: name, type: type, value: value, isConstant: isConstant, slot: declare(name))
    case .assignment(let target, let op, let value):
      statement.kind = .assignment(target: resolve(target), op: op, value: resolve(value))
    case .expression(let expression):
      statement.kind = .expression(resolve(expression))
    case .ifElse(let conditions, let then, let otherwise):
      let (resolvedConditions, resolvedThen) = scoped { resolver in
        (resolver.resolve(conditions), resolver.resolve(block: then))
      }
      statement.kind = .ifElse(
        conditions: resolvedConditions, then: resolvedThen,
        otherwise: otherwise.map { resolve(block: $0) })
    case .guardElse(let conditions, let otherwise):
      // The else block does not see the bindings; the statements after the guard do.
      let resolvedOtherwise = resolve(block: otherwise)
      statement.kind = .guardElse(conditions: resolve(conditions), otherwise: resolvedOtherwise)
    case .switchCases(let subject, let cases, let otherwise):
      let subject = resolve(subject)
      let cases = cases.map { entry in
        scoped { resolver in
          SwitchCase(
            patterns: entry.patterns.map { resolver.resolve($0) },
            filter: entry.filter.map { resolver.resolve($0) },
            body: resolver.resolve(block: entry.body))
        }
      }
      statement.kind = .switchCases(
        subject: subject, cases: cases, otherwise: otherwise.map { resolve(block: $0) })
    case .returning(let value):
      statement.kind = .returning(value.map { resolve($0) })
    case .forIn(let pattern, let sequence, let filter, let body, let label):
      let sequence = resolve(sequence)
      statement.kind = scoped { resolver in
        let pattern = resolver.resolve(pattern)
        return .forIn(
          pattern: pattern, sequence: sequence, filter: filter.map { resolver.resolve($0) },
          body: resolver.resolve(block: body), label: label)
      }
    case .whileLoop(let conditions, let body, let step, let label):
      statement.kind = scoped { resolver in
        let conditions = resolver.resolve(conditions)
        return .whileLoop(
          conditions: conditions, body: resolver.resolve(block: body),
          step: resolver.resolve(block: step), label: label)
      }
    case .repeatWhile(let body, let condition, let label):
      statement.kind = .repeatWhile(
        body: resolve(block: body), condition: resolve(condition), label: label)
    case .breaking, .continuing, .unsupported:
      break
    case .deferred(let body):
      statement.kind = .deferred(resolve(block: body))
    case .doCatch(let body, let catches):
      let body = resolve(block: body)
      let catches = catches.map { clause in
        scoped { resolver in
          // A clause without a pattern catches everything, as `error`.
          let errorSlot = clause.pattern == nil ? resolver.declare("error") : -1
          return CatchClause(
            pattern: clause.pattern.map { resolver.resolve($0) },
            body: resolver.resolve(block: clause.body), errorSlot: errorSlot)
        }
      }
      statement.kind = .doCatch(body: body, catches: catches)
    case .throwing(let value):
      statement.kind = .throwing(resolve(value))
    }
    return statement
  }

  /// The clauses of an `if`, `guard` or `while`, in order, each binding into the current scope.
  private mutating func resolve(_ conditions: [Condition]) -> [Condition] {
    conditions.map { condition in
      switch condition {
      case .boolean(let expression):
        return .boolean(resolve(expression))
      case .optionalBinding(let name, let type, let value, let location, _):
        // `if let name` reads the name as it is before the binding shadows it.
        let value = resolve(value ?? Expression(.name(name), at: location))
        return .optionalBinding(
          name: name, type: type, value: value, location: location, slot: declare(name))
      case .available:
        return condition
      case .matching(let pattern, let value, let location):
        let value = resolve(value)
        return .matching(resolve(pattern), value, location: location)
      }
    }
  }

  private mutating func resolve(_ pattern: Pattern) -> Pattern {
    switch pattern {
    case .wildcard: return .wildcard
    case .binding(let name, _):
      return name == "_" ? .wildcard : .binding(name, slot: declare(name))
    case .value(let expression): return .value(resolve(expression))
    case .enumCase(let name, let patterns): return .enumCase(name, patterns.map { resolve($0) })
    case .tuple(let patterns): return .tuple(patterns.map { resolve($0) })
    case .some(let inner): return .some(resolve(inner))
    case .typed(let inner, let type): return .typed(inner.map { resolve($0) }, type)
    }
  }

  // MARK: Expressions

  private mutating func resolve(_ expression: Expression) -> Expression {
    var expression = expression
    switch expression.kind {
    case .name(let name):
      if let slot = slot(of: name) {
        expression.kind = .resolved(.local(slot), name: name)
      } else if name != "self" && name != "super" {
        expression.kind = .resolved(file[name] ?? .undeclared, name: name)
      }
    case .resolved, .implicitMember, .integer, .float, .string, .boolean, .nilLiteral, .selector,
      .unsupported, .opaque:
      break
    case .member(let base, "self") where !Self.namesType(base):
      // `self.self.activeField`, `value.self`: the value itself (NSObject's `-self`); a type's
      // `.self` is its metatype, which the evaluator reads.
      return resolve(base)
    case .member(let base, let name):
      // A type's constant member (`UIResponder.keyboardFrameEndUserInfoKey`) is a global.
      if case .name(let type) = base.kind, slot(of: type) == nil,
        case let qualified = type + "." + name, case .global? = file[qualified]
      {
        expression.kind = .resolved(file[qualified]!, name: qualified)
      } else {
        expression.kind = .member(resolve(base), name)
      }
    case .optionalChain(let base): expression.kind = .optionalChain(resolve(base))
    case .forceUnwrap(let base): expression.kind = .forceUnwrap(resolve(base))
    case .call(let callee, let arguments):
      // `[field self]`, NSObject's `-self` sent as a message: the receiver.
      if arguments.isEmpty, case .member(let base, "self") = callee.kind, !Self.namesType(base) {
        return resolve(base)
      }
      expression.kind = .call(resolve(callee), resolve(arguments))
    case .subscripted(let base, let arguments):
      expression.kind = .subscripted(resolve(base), resolve(arguments))
    case .interpolated(let parts):
      expression.kind = .interpolated(
        parts.map { part in
          switch part {
          case .text: part
          case .value(let inner): .value(resolve(inner))
          }
        })
    case .binary(let op, let lhs, let rhs):
      expression.kind = .binary(op, resolve(lhs), resolve(rhs))
    case .prefix(let op, let operand): expression.kind = .prefix(op, resolve(operand))
    case .ternary(let condition, let then, let otherwise):
      expression.kind = .ternary(resolve(condition), resolve(then), resolve(otherwise))
    case .cast(let value, let kind, let type):
      expression.kind = .cast(resolve(value), kind: kind, type: type)
    case .closure(let parameters, let body, _):
      expression.kind = scoped { resolver in
        // A closure that names no parameters reads them as `$0`, `$1`.
        let names = parameters.isEmpty ? Self.anonymousParameters : parameters
        let slots = names.map { resolver.declare($0) }
        return .closure(parameters: parameters, body: resolver.resolve(block: body), slots: slots)
      }
    case .tuple(let elements): expression.kind = .tuple(resolve(elements))
    case .array(let elements): expression.kind = .array(elements.map { resolve($0) })
    case .dictionary(let entries):
      expression.kind = .dictionary(
        entries.map { DictionaryEntry(key: resolve($0.key), value: resolve($0.value)) })
    case .optionalTry(let value): expression.kind = .optionalTry(resolve(value))
    }
    return expression
  }

  private mutating func resolve(_ arguments: [Argument]) -> [Argument] {
    arguments.map { argument in
      var argument = argument
      argument.value = resolve(argument.value)
      return argument
    }
  }

  /// Whether `expression` names a type (`UIScrollView`), whose `.self` is no value of its.
  static func namesType(_ expression: Expression) -> Bool {
    guard case .name(let name) = expression.kind else { return false }
    return name.first?.isUppercase == true
  }

  /// The names a closure that names no parameters reads them by.
  static let anonymousParameters = (0..<8).map { "$\($0)" }
}
