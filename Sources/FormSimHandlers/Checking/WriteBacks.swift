/// Assignments that give a property of the screen the value it already holds: a method that
/// stores a parameter in the property (`self.session = session` in `fetch(session:)`) when every
/// call of it in the files passes the property itself (`fetch(session: session)`). The file does
/// not set the property there, so one the presenting screen passes in is still what it was
/// given (`Check.injectedProperties`), not nil until the file sets it.
enum WriteBacks {
  /// The properties `method` writes only with a parameter that every call fills with the
  /// property itself.
  static func properties(
    writtenBackBy method: HandlerProgram.Method, in program: HandlerProgram
  ) -> Set<String> {
    let parameters = method.parameters.map(\.name)
    guard !parameters.isEmpty else { return [] }
    // Each property written from one parameter, by the parameter's place; any other write
    // sets it.
    var fromParameter: [String: Int] = [:]
    var setOtherwise: Set<String> = []
    ProgramWalk.visit(
      method.body,
      statement: { statement in
        guard case .assignment(let target, let op, let value) = statement.kind,
          case .member(let base, let name) = target.kind, case .name("self") = base.kind
        else { return }
        if op == nil, case .name(let source) = value.kind,
          let place = parameters.firstIndex(of: source),
          fromParameter[name, default: place] == place
        {
          fromParameter[name] = place
        } else {
          setOtherwise.insert(name)
        }
      })
    let candidates = fromParameter.filter { !setOtherwise.contains($0.key) }
    guard !candidates.isEmpty else { return [] }
    // What each call of the method passes there, read where the call is written.
    var passed: [(arguments: [Argument], locals: Set<String>)] = []
    for caller in program.methods {
      let locals = ProgramNames(caller).locals
      ProgramWalk.visit(
        caller.body,
        expression: { expression in
          guard case .call(let callee, let arguments) = expression.kind,
            arguments.count == parameters.count, calls(callee, method.name)
          else { return }
          passed.append((arguments, locals))
        })
    }
    guard !passed.isEmpty else { return [] }
    return Set(
      candidates.filter { property, place in
        passed.allSatisfy { call in
          isProperty(call.arguments[place].value, property, locals: call.locals)
        }
      }.keys)
  }

  /// Whether `callee` is the screen's method `name`: `name(…)` or `self.name(…)`.
  private static func calls(_ callee: Expression, _ name: String) -> Bool {
    switch callee.kind {
    case .name(let called): called == name
    case .member(let base, let called):
      if case .name("self") = base.kind { called == name } else { false }
    default: false
    }
  }

  /// Whether `value` is the property itself: `self.name`, or `name` where no local hides it.
  private static func isProperty(_ value: Expression, _ name: String, locals: Set<String>)
    -> Bool
  {
    switch value.kind {
    case .name(let written): written == name && !locals.contains(name)
    case .member(let base, let written):
      if case .name("self") = base.kind { written == name } else { false }
    default: false
    }
  }
}
