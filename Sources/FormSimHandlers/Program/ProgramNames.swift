/// The names a program uses, gathered in one walk, for work done once per file rather than at
/// every use.
struct ProgramNames {
  /// Every identifier the program's bodies, conditions and initial values name.
  var identifiers: Set<String> = []
  /// Every member name (`x.name`, `.name`) they use.
  var members: Set<String> = []
  /// Every name the program declares as a local somewhere: a method's parameter, a `let` or
  /// `var`, a binding, a closure's parameter.
  var locals: Set<String> = []
  /// Every type the program names in a cast or a declaration (`as? CGRect`, `let h: CGFloat`).
  var types: Set<String> = []
  /// Every member read of a capitalised name (`UIResponder.keyboardFrameEndUserInfoKey`), as
  /// `Type.member`.
  var typeMembers: Set<String> = []

  init(_ program: HandlerProgram) {
    for method in program.methods { add(method) }
    for property in program.properties {
      if let type = property.type { types.insert(type) }
      if let initial = property.initial { Self.visit(initial, &self) }
      Self.visit(property.getter ?? [], &self)
    }
  }

  /// The names one method uses and declares.
  init(_ method: HandlerProgram.Method) {
    add(method)
  }

  private mutating func add(_ method: HandlerProgram.Method) {
    Self.visit(method.body, &self)
    for parameter in method.parameters {
      locals.insert(parameter.name)
      if let type = parameter.type { types.insert(type) }
      if let fallback = parameter.defaultValue { Self.visit(fallback, &self) }
    }
  }

  private static func visit(_ statements: [Statement], _ names: inout ProgramNames) {
    for statement in statements {
      let parts = statement.parts
      names.locals.formUnion(parts.declares)
      if case .variable(_, let type?, _, _, _) = statement.kind { names.types.insert(type) }
      for condition in parts.conditions {
        names.locals.formUnion(condition.declares)
        if case .optionalBinding(_, let type?, _, _, _) = condition { names.types.insert(type) }
        if let expression = condition.expression { visit(expression, &names) }
        if case .matching(let pattern, _, _) = condition {
          for expression in pattern.expressions { visit(expression, &names) }
        }
      }
      for pattern in parts.patterns {
        names.locals.formUnion(pattern.bindings)
        for expression in pattern.expressions { visit(expression, &names) }
      }
      for expression in parts.expressions { visit(expression, &names) }
      for block in parts.blocks { visit(block, &names) }
    }
  }

  private static func visit(_ expression: Expression, _ names: inout ProgramNames) {
    switch expression.kind {
    case .name(let name): names.identifiers.insert(name)
    case .implicitMember(let name): names.members.insert(name)
    case .cast(_, _, let type): names.types.insert(type)
    case .member(let base, let name):
      names.members.insert(name)
      if case .name(let type) = base.kind, type.first?.isUppercase == true {
        names.typeMembers.insert(type + "." + name)
      }
    case .closure(let parameters, let body, _):
      names.locals.formUnion(parameters)
      visit(body, &names)
    default: break
    }
    for child in expression.children { visit(child, &names) }
  }

}
