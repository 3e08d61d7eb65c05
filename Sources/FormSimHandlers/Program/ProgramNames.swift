/// The identifiers a program names, for work done once per file rather than at every use.
enum ProgramNames {
  /// Every identifier the program's bodies, conditions and initial values name.
  static func identifiers(in program: HandlerProgram) -> Set<String> {
    names(in: program).identifiers
  }

  /// Every member name (`x.name`, `.name`) the program's bodies, conditions and initial values
  /// use.
  static func members(in program: HandlerProgram) -> Set<String> {
    names(in: program).members
  }

  /// Every name the program declares as a local somewhere: a method's parameter, a `let` or
  /// `var`, an optional binding, a closure's parameter.
  static func locals(in program: HandlerProgram) -> Set<String> {
    names(in: program).locals
  }

  private struct Names {
    var identifiers: Set<String> = []
    var members: Set<String> = []
    var locals: Set<String> = []
  }

  private static func names(in program: HandlerProgram) -> Names {
    var names = Names()
    for method in program.methods {
      visit(method.body, &names)
      for parameter in method.parameters {
        names.locals.insert(parameter.name)
        if let fallback = parameter.defaultValue { visit(fallback, &names) }
      }
    }
    for property in program.properties {
      if let initial = property.initial { visit(initial, &names) }
      visit(property.getter ?? [], &names)
    }
    return names
  }

  private static func visit(_ statements: [Statement], _ names: inout Names) {
    for statement in statements {
      let parts = statement.parts
      names.locals.formUnion(parts.declares)
      for condition in parts.conditions {
        names.locals.formUnion(condition.declares)
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

  private static func visit(_ expression: Expression, _ names: inout Names) {
    switch expression.kind {
    case .name(let name): names.identifiers.insert(name)
    case .implicitMember(let name), .member(_, let name): names.members.insert(name)
    case .closure(let parameters, let body):
      names.locals.formUnion(parameters)
      visit(body, &names)
    default: break
    }
    for child in expression.children { visit(child, &names) }
  }

}
